import type { HeadlineFigure } from '@groundwork/domain/reporting';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';
import { describeTrend, formatFigure, formatTrend, trendOf } from '../format-figure';

/** Above or below what the figure is measured against; a card without a target stays neutral. */
function targetStanding(figure: HeadlineFigure): 'above' | 'below' | 'on' | null {
  if (figure.target === null || figure.value === null) return null;
  return figure.value > figure.target ? 'above' : figure.value < figure.target ? 'below' : 'on';
}

function FigureCard({ figure, comparisonLabel }: { figure: HeadlineFigure; comparisonLabel: string | null }) {
  const trend = comparisonLabel ? trendOf(figure.value, figure.comparison) : null;
  const standing = targetStanding(figure);
  const body = (
    <>
      <p className="text-sm text-muted-foreground">{figure.label}</p>
      <p className={cn('text-2xl font-semibold tracking-tight tabular-nums', standing === 'above' && 'text-success', standing === 'below' && 'text-warning')}>
        {formatFigure(figure.value, figure.kind)}
      </p>
      {comparisonLabel && (
        <p className="text-xs text-muted-foreground tabular-nums">
          {trend && (
            <>
              <span aria-hidden="true" className="font-medium text-foreground">
                {formatTrend(trend)}{' '}
              </span>
              <span className="sr-only">{describeTrend(trend)}. </span>
            </>
          )}
          {comparisonLabel}: {formatFigure(figure.comparison, figure.kind)}
        </p>
      )}
      {figure.target !== null && (
        <p className="text-xs text-muted-foreground tabular-nums">
          Budget {formatFigure(figure.target, figure.kind)}
          {standing && standing !== 'on' && <span className={cn('font-medium', standing === 'above' ? 'text-success' : 'text-warning')}> · {standing} budget</span>}
        </p>
      )}
    </>
  );
  const card = 'grid h-full min-w-0 content-start gap-1 rounded-xl border border-border bg-card p-4 shadow-xs';
  return figure.link ? (
    <Link to={figure.link} className={cn(card, 'transition-colors outline-none hover:border-primary hover:bg-primary-soft/40 focus-visible:ring-2 focus-visible:ring-ring')}>
      {body}
    </Link>
  ) : (
    <div className={card}>{body}</div>
  );
}

/**
 * A report's headline figures as cards: the figure, how it moved from the comparison period (▲/▼ and the change in
 * percent), and its budget when it has one. A card with records behind it links to them.
 */
export function HeadlineFigures({ figures, comparisonLabel, className }: { figures: readonly HeadlineFigure[]; comparisonLabel: string | null; className?: string }) {
  if (figures.length === 0) return null;
  return (
    <ul aria-label="Headline figures" className={cn('grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-4', className)}>
      {figures.map((figure) => (
        <li key={figure.key} className="min-w-0">
          <FigureCard figure={figure} comparisonLabel={comparisonLabel} />
        </li>
      ))}
    </ul>
  );
}
