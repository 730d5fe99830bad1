import type { Summary } from "@/lib/dashboard-api/summary";
import { formatCount } from "@/lib/format";

// The chart's figures as a table (its "Show data"). Seldom opened, so its code loads when it
// is, with the calls view's other seldom states (components/calls/seldom-states.ts).
export function ChartData({ summary, zone }: { summary: Summary; zone: string }) {
  return (
    <table aria-label="Calls over time (data)" className="text-sm">
      <thead>
        <tr>
          <th scope="col" className="pr-6 text-left font-medium">
            Interval ({zone})
          </th>
          <th scope="col" className="text-right font-medium">
            Calls
          </th>
        </tr>
      </thead>
      <tbody>
        {summary.bins.map((bin) => (
          <tr key={bin.from}>
            <td className="pr-6">{bin.label}</td>
            <td className="text-right tabular-nums">{formatCount(bin.count)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
