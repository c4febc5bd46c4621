import {
  healthAreaTitles,
  healthStatement,
  quarterLabel,
  scoreChange,
  suggestedPriorities,
  HEALTHY_AREA_PERCENT,
  type HealthAssessment,
  type HealthAssessmentList,
  type ScoreChange,
  type SuggestedPriority,
} from '@groundwork/domain/growth';
import { ClipboardCheckIcon, EyeIcon } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/load-states';
import { cn } from '@/lib/cn';
import { HealthAssessmentForm } from './health-assessment-form';

/** Quarters the history table shows, most recent last. */
const HISTORY_QUARTERS = 4;

type HealthScorecardProps = {
  list: HealthAssessmentList;
  /** Admins and office managers take the assessment; everyone else reads it. */
  canEdit: boolean;
  /** Reads the history again (after a refused save). */
  refetch: () => Promise<HealthAssessmentList | undefined>;
  /** What to offer beside a suggested priority (making it one of the quarter's priorities). */
  adoptPriority?: (suggestion: SuggestedPriority) => ReactNode;
};

/**
 * The business health scorecard: this quarter's assessment (taken or retaken by the leadership), its area and total
 * scores against the quarter before, the suggested priorities for the weakest areas, and the scores quarter by quarter.
 */
export function HealthScorecard({ list, canEdit, refetch, adoptPriority }: HealthScorecardProps) {
  const [taking, setTaking] = useState(false);
  const { currentQuarter, assessments } = list;
  const thisQuarter = assessments.find((item) => item.quarter === currentQuarter) ?? null;
  const reload = async () => (await refetch())?.assessments.find((item) => item.quarter === currentQuarter) ?? null;

  if (taking) {
    return (
      <HealthAssessmentForm
        quarter={currentQuarter}
        taken={thisQuarter}
        reload={reload}
        onDone={() => setTaking(false)}
        onCancel={assessments.length > 0 ? () => setTaking(false) : undefined}
      />
    );
  }

  if (assessments.length === 0) {
    return canEdit ? (
      <EmptyState
        icon={<ClipboardCheckIcon />}
        title="Take your first assessment"
        description="Thirty statements about leadership, finance, sales and marketing, operations, people and customers, each scored 1 to 5. It takes about fifteen minutes; retake it each quarter to see what improved."
        action={<Button onClick={() => setTaking(true)}>Take the assessment</Button>}
      />
    ) : (
      <EmptyState
        icon={<ClipboardCheckIcon />}
        title="No assessment yet"
        description="An admin or an office manager takes the assessment each quarter; its scores and priorities will show here."
      />
    );
  }

  // This quarter's assessment when taken, else the latest; compared with the quarter assessed before it.
  const shown = thisQuarter ?? assessments[0]!;
  const previous = assessments[assessments.indexOf(shown) + 1] ?? null;
  const change = previous ? scoreChange(shown.summary, previous.summary) : null;

  return (
    <div className="grid gap-6">
      {!canEdit && (
        <Alert variant="info">
          <EyeIcon aria-hidden="true" />
          <AlertTitle>Read only</AlertTitle>
          <AlertDescription>An admin or an office manager takes the assessment each quarter; everyone can read it.</AlertDescription>
        </Alert>
      )}
      {canEdit && (
        <div className="flex flex-col gap-3 rounded-lg border bg-card p-4 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-muted-foreground">
            {thisQuarter
              ? `${quarterLabel(currentQuarter)} is assessed. Retake it to change its scores; earlier quarters stay as they were.`
              : `${quarterLabel(currentQuarter)} has not been assessed yet. The scores below are from ${quarterLabel(shown.quarter)}.`}
          </p>
          <Button className="shrink-0" onClick={() => setTaking(true)}>
            {thisQuarter ? 'Retake this quarter’s assessment' : 'Take this quarter’s assessment'}
          </Button>
        </div>
      )}
      <div className="grid gap-6 lg:grid-cols-2">
        <AreaScores assessment={shown} previousQuarter={previous?.quarter ?? null} change={change} />
        <SuggestedPriorities assessment={shown} adopt={adoptPriority} />
      </div>
      <ScoreHistory assessments={assessments} />
    </div>
  );
}

const signed = (points: number) => (points > 0 ? `+${points}` : points < 0 ? `−${Math.abs(points)}` : '±0');

function ChangeBadge({ points, since }: { points: number | null; since: string | null }) {
  if (points === null || since === null) return null;
  return (
    <span className={cn('text-xs font-medium', points > 0 ? 'text-success-strong' : points < 0 ? 'text-destructive' : 'text-muted-foreground')}>
      {signed(points)} pts<span className="sr-only"> since {quarterLabel(since)}</span>
    </span>
  );
}

function ScoreBar({ percent }: { percent: number | null }) {
  return (
    <div className="h-2 w-full overflow-hidden rounded-full bg-muted" aria-hidden="true">
      <div
        className={cn('h-full rounded-full', percent !== null && percent < HEALTHY_AREA_PERCENT ? 'bg-warning' : 'bg-primary')}
        style={{ width: `${percent ?? 0}%` }}
      />
    </div>
  );
}

function AreaScores({ assessment, previousQuarter, change }: { assessment: HealthAssessment; previousQuarter: string | null; change: ScoreChange | null }) {
  const { total, areas, complete } = assessment.summary;
  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle>Scores for {quarterLabel(assessment.quarter)}</CardTitle>
        <CardDescription>
          Each area as a share of its best possible score{previousQuarter ? `, and the change in points since ${quarterLabel(previousQuarter)}` : ''}.
          {assessment.takenBy ? ` Taken by ${assessment.takenBy.name}.` : ''}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
          <span className="text-sm font-medium">Total</span>
          <span className="text-3xl font-semibold tabular-nums" data-testid="total-score">
            {total.percent === null ? '—' : `${total.percent}%`}
          </span>
          <span className="text-sm text-muted-foreground">{total.average === null ? '' : `average ${total.average.toFixed(2)} of 5`}</span>
          <ChangeBadge points={change?.total ?? null} since={previousQuarter} />
        </div>
        {!complete && (
          <p className="text-sm text-muted-foreground">
            Draft: {total.answered} of {total.statements} statements answered. The scores count only the answered ones.
          </p>
        )}
        <ul className="grid gap-3" aria-label="Area scores">
          {areas.map((area) => (
            <li key={area.area} className="grid gap-1.5">
              <div className="flex items-baseline justify-between gap-2 text-sm">
                <span>{healthAreaTitles[area.area]}</span>
                <span className="flex items-baseline gap-2">
                  <span className="font-medium tabular-nums">{area.percent === null ? 'Not answered' : `${area.percent}%`}</span>
                  <ChangeBadge points={change?.areas[area.area] ?? null} since={previousQuarter} />
                </span>
              </div>
              <ScoreBar percent={area.percent} />
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

function SuggestedPriorities({ assessment, adopt }: { assessment: HealthAssessment; adopt?: (suggestion: SuggestedPriority) => ReactNode }) {
  const priorities = suggestedPriorities(assessment.scores);
  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle>Suggested priorities</CardTitle>
        <CardDescription>From the lowest-scored statements of the weakest areas: priorities the leadership team can adopt for the quarter.</CardDescription>
      </CardHeader>
      <CardContent>
        {priorities.length === 0 ? (
          <p className="text-sm text-muted-foreground">Every area scores {HEALTHY_AREA_PERCENT}% or more: keep doing what works.</p>
        ) : (
          <ol className="grid list-decimal gap-3 pl-5 text-sm" aria-label="Suggested priorities">
            {priorities.map((priority) => (
              <li key={priority.statementKey}>
                <span className="font-medium text-foreground">{priority.title}</span>
                <span className="block text-muted-foreground">
                  {healthAreaTitles[priority.area]} · scored {priority.score}: “{healthStatement(priority.statementKey)?.statement}”
                </span>
                {adopt?.(priority)}
              </li>
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}

function ScoreHistory({ assessments }: { assessments: HealthAssessment[] }) {
  const quarters = assessments.slice(0, HISTORY_QUARTERS).reverse();
  const rows = [
    ...quarters[0]!.summary.areas.map((area) => ({ label: healthAreaTitles[area.area], percentOf: (item: HealthAssessment) => item.summary.areas.find((each) => each.area === area.area)?.percent ?? null })),
    { label: 'Total', percentOf: (item: HealthAssessment) => item.summary.total.percent },
  ];
  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle>History</CardTitle>
        <CardDescription>
          {assessments.length > HISTORY_QUARTERS ? `The last ${HISTORY_QUARTERS} quarters assessed` : 'Every quarter assessed'}, each area as a share of its best score.
        </CardDescription>
      </CardHeader>
      <CardContent className="min-w-0">
        <table className="w-full table-fixed text-sm">
          <caption className="sr-only">Scores by quarter</caption>
          <thead>
            <tr className="border-b text-left text-muted-foreground">
              <th scope="col" className="w-2/5 py-2 pr-2 font-medium">
                Area
              </th>
              {quarters.map((item) => (
                <th key={item.quarter} scope="col" className="py-2 text-right font-medium">
                  {quarterLabel(item.quarter)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.label} className={cn('border-b last:border-0', row.label === 'Total' && 'font-semibold')}>
                <th scope="row" className="py-2 pr-2 text-left font-normal break-words">
                  {row.label}
                </th>
                {quarters.map((item) => {
                  const percent = row.percentOf(item);
                  return (
                    <td key={item.quarter} className="py-2 text-right tabular-nums">
                      {percent === null ? '—' : `${percent}%`}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </CardContent>
    </Card>
  );
}
