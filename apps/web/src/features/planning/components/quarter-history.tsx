import type { PlanningOverview } from '@groundwork/domain/planning';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';

/** Every quarter that had priorities, newest first: how many were done. */
export function QuarterHistory({ history }: { history: PlanningOverview['history'] }) {
  return (
    <section className="grid gap-3" aria-labelledby="quarter-history-heading">
      <div>
        <h2 id="quarter-history-heading" className="text-lg font-semibold">
          Quarter history
        </h2>
        <p className="text-sm text-muted-foreground">The share of each quarter’s priorities — the Big 3 and leaders’ own — that were done.</p>
      </div>
      {history.length === 0 ? (
        <p className="text-sm text-muted-foreground">No quarter has priorities yet.</p>
      ) : (
        <div className="overflow-x-auto rounded-xl border border-border bg-card">
          <table className="w-full text-sm" aria-labelledby="quarter-history-heading">
            <thead>
              <tr className="border-b border-border text-left text-muted-foreground">
                <th scope="col" className="px-4 py-2 font-medium">
                  Quarter
                </th>
                <th scope="col" className="px-4 py-2 text-right font-medium">
                  Done
                </th>
                <th scope="col" className="px-4 py-2 text-right font-medium">
                  Score
                </th>
              </tr>
            </thead>
            <tbody>
              {history.map((row) => (
                <tr key={row.quarter} className="border-b border-border last:border-0">
                  <th scope="row" className="px-4 py-2 text-left font-medium">
                    <Link className="text-primary underline-offset-4 hover:underline" to={`${paths.big3}?quarter=${row.quarter}`}>
                      {row.label}
                    </Link>
                  </th>
                  <td className="px-4 py-2 text-right tabular-nums">
                    {row.done} of {row.total}
                  </td>
                  <td className="px-4 py-2 text-right font-medium tabular-nums">{row.percent === null ? '—' : `${row.percent}%`}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
