// A filter button's words, short enough for the one-line filter bar at 1280 px: its name,
// and once it is set a count badge; the values are read out with the name ("Direction:
// Inbound, Web") and shown in full on the chips below.
export function FilterLabel({ name, count, said }: { name: string; count: number; said: string }) {
  return (
    <>
      {name}
      {count > 0 && (
        <span className="count-badge">
          <span className="sr-only">: {said}</span>
          <span aria-hidden="true">{count}</span>
        </span>
      )}
    </>
  );
}
