// A filter button's words, short enough for the one-line filter bar at 1280 px: its name,
// and once it is set a count badge. What it reads out is the name with the values
// ("Direction: Inbound, Web", "Duration: Any"; the chips below show them in full), whole in
// one hidden text, as a name made of parts gets spaces between them ("Direction : Any").
// Never the bare name: the table's sort button is "Duration".
export function FilterLabel({ name, count, said }: { name: string; count: number; said: string }) {
  return (
    <>
      <span className="sr-only">
        {name}: {count > 0 ? said : "Any"}
      </span>
      <span aria-hidden="true">{name}</span>
      {count > 0 && (
        <span aria-hidden="true" className="count-badge px-1.5">
          {count}
        </span>
      )}
    </>
  );
}
