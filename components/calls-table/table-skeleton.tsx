// The table's shape while the first page loads, so nothing jumps when rows arrive.
export function TableSkeleton({ columns, rows }: { columns: string[]; rows: number }) {
  return (
    <div className="panel relative overflow-hidden" aria-busy="true">
      <p role="status" className="sr-only">
        Loading calls…
      </p>
      <table className="skeleton-table" aria-hidden="true">
        <thead className="skeleton-head">
          <tr>
            {columns.map((c) => (
              <th key={c} className="col-header">
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {Array.from({ length: Math.min(rows, 50) }, (_, i) => (
            <tr key={i}>
              {columns.map((c) => (
                <td key={c} className="px-3 py-2">
                  <span className="skeleton-bar" />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
