import { gwcLabels, ratingSymbols, scorecardBarLabels, type CandidateScorecards, type ScorecardBar } from '@groundwork/domain/hiring';
import { Badge } from '@/components/ui/badge';
import { useCompanyTimeZone } from '@/lib/company-time-zone';
import { formatDateTime } from '@/lib/format';
import { AnswerMark, RatingMark } from './hiring-badges';

const barVariants: Record<ScorecardBar, 'success' | 'destructive' | 'muted'> = { meets: 'success', below: 'destructive', incomplete: 'muted' };

export function ScorecardBarBadge({ bar }: { bar: ScorecardBar }) {
  return <Badge variant={barVariants[bar]}>{scorecardBarLabels[bar]}</Badge>;
}

type Row = { item: string; current: boolean; ratings: CandidateScorecards['summary']['responsibilities'][number]['ratings']; tally: { plus: number; mixed: number; minus: number } };

function tallyText(tally: Row['tally']): string {
  return `${tally.plus} ${ratingSymbols.plus} · ${tally.mixed} ${ratingSymbols.mixed} · ${tally.minus} ${ratingSymbols.minus}`;
}

function SectionRows({ title, rows, columns }: { title: string; rows: readonly Row[]; columns: number }) {
  return (
    <tbody>
      <tr className="bg-muted/50">
        <th scope="colgroup" colSpan={columns + 2} className="px-3 py-2 text-left text-xs font-semibold tracking-wide text-muted-foreground uppercase">
          {title}
        </th>
      </tr>
      {rows.length === 0 ? (
        <tr>
          <td colSpan={columns + 2} className="px-3 py-2 text-sm text-muted-foreground">
            None.
          </td>
        </tr>
      ) : (
        rows.map((row) => (
          <tr key={row.item} className="border-t border-border align-middle">
            <th scope="row" className="max-w-72 px-3 py-2 text-left text-sm font-normal break-words text-foreground">
              {row.item}
              {!row.current && <span className="block text-xs text-muted-foreground">No longer a criterion</span>}
            </th>
            {row.ratings.map((rating, index) => (
              <td key={index} className="px-3 py-2 text-center">
                <RatingMark rating={rating} />
              </td>
            ))}
            <td className="px-3 py-2 text-right text-xs whitespace-nowrap text-muted-foreground tabular-nums">{tallyText(row.tally)}</td>
          </tr>
        ))
      )}
    </tbody>
  );
}

/** Every interviewer's scorecard of the candidate side by side: a column each, a row per criterion, each row's tally. */
export function ScorecardComparison({ data }: { data: CandidateScorecards }) {
  const timeZone = useCompanyTimeZone();
  const { summary } = data;
  const columns = summary.interviewers.length;

  if (columns === 0) return <p className="rounded-lg border border-dashed border-border p-6 text-center text-sm text-muted-foreground">Nobody has scored this candidate yet.</p>;

  return (
    <div className="grid min-w-0 gap-4">
      <div className="flex flex-wrap items-center gap-3 text-sm">
        <ScorecardBarBadge bar={summary.bar} />
        <span className="text-muted-foreground">
          {columns} {columns === 1 ? 'scorecard' : 'scorecards'} · {tallyText({ ...summary.totals })} in all
        </span>
      </div>
      {/* A wide comparison scrolls inside its own box, never the page. */}
      <div className="max-w-full overflow-x-auto rounded-xl border border-border bg-card" role="region" aria-label="Scores side by side (scrolls sideways)" tabIndex={0}>
        <table className="w-full min-w-[32rem] text-sm">
          <caption className="sr-only">Each interviewer’s ratings of {data.candidate.name}</caption>
          <thead>
            <tr className="border-b border-border">
              <th scope="col" className="px-3 py-2 text-left text-xs font-semibold text-muted-foreground">
                Criterion
              </th>
              {summary.interviewers.map((interviewer) => (
                <th key={interviewer.userId} scope="col" className="px-3 py-2 text-center text-xs font-semibold text-foreground">
                  {interviewer.name}
                  {interviewer.userId === data.userId && <span className="block font-normal text-muted-foreground">You</span>}
                </th>
              ))}
              <th scope="col" className="px-3 py-2 text-right text-xs font-semibold text-muted-foreground">
                Tally
              </th>
            </tr>
          </thead>
          <SectionRows title="Responsibilities" rows={summary.responsibilities} columns={columns} />
          <SectionRows title="Core values" rows={summary.values} columns={columns} />
          <tbody>
            <tr className="bg-muted/50">
              <th scope="colgroup" colSpan={columns + 2} className="px-3 py-2 text-left text-xs font-semibold tracking-wide text-muted-foreground uppercase">
                Gets it, wants it, capacity
              </th>
            </tr>
            {summary.gwc.map((row) => (
              <tr key={row.question} className="border-t border-border">
                <th scope="row" className="px-3 py-2 text-left text-sm font-normal text-foreground">
                  {gwcLabels[row.question]}
                </th>
                {row.answers.map((answer, index) => (
                  <td key={index} className="px-3 py-2 text-center">
                    <AnswerMark answer={answer} />
                  </td>
                ))}
                <td className="px-3 py-2 text-right text-xs whitespace-nowrap text-muted-foreground tabular-nums">
                  {row.yes} yes · {row.no} no
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="grid gap-3" aria-label="Interviewers’ notes">
        {data.scorecards
          .filter((card) => card.notes.trim() !== '')
          .map((card) => (
            <li key={card.id} className="grid gap-0.5 border-l-2 border-border pl-3">
              <p className="text-sm break-words whitespace-pre-wrap text-foreground">{card.notes}</p>
              <p className="text-xs text-muted-foreground">
                {card.interviewerName} · {formatDateTime(card.updatedAt, timeZone)}
              </p>
            </li>
          ))}
      </ul>
    </div>
  );
}
