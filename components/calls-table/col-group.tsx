// The columns' widths, from TanStack's column sizing, for the header's table and the body's
// alike (a fixed table layout reads them from here, whatever its first row is: a virtualized
// body may start with a spacer), so the two line up. The filler column has no width.
export function ColGroup({ widths, filler }: { widths: readonly { id: string; size: number }[]; filler: number }) {
  const cols = widths.map(({ id, size }) => <col key={id} style={{ width: size }} />);
  cols.splice(filler, 0, <col key="filler" />);
  return <colgroup>{cols}</colgroup>;
}
