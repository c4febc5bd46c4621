import { quarterRange, shiftQuarter } from '@groundwork/domain/shared';
import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';

type QuarterSwitcherProps = {
  quarter: string;
  currentQuarter: string;
  onChange: (quarter: string | null) => void;
};

/** Previous / next quarter and back to this one; null means "this quarter" (no `?quarter=` in the URL). */
export function QuarterSwitcher({ quarter, currentQuarter, onChange }: QuarterSwitcherProps) {
  const range = quarterRange(quarter);
  const go = (key: string) => onChange(key === currentQuarter ? null : key);
  const previous = quarterRange(shiftQuarter(quarter, -1)).label;
  const next = quarterRange(shiftQuarter(quarter, 1)).label;
  return (
    <nav className="flex flex-wrap items-center gap-2" aria-label="Quarter shown">
      <Button variant="outline" size="sm" aria-label={`Previous quarter, ${previous}`} onClick={() => go(shiftQuarter(quarter, -1))}>
        <ChevronLeftIcon aria-hidden="true" />
        {previous}
      </Button>
      <span className="min-w-24 text-center font-semibold" aria-live="polite">
        {range.label}
        {quarter === currentQuarter && <span className="font-normal text-muted-foreground"> · this quarter</span>}
      </span>
      <Button variant="outline" size="sm" aria-label={`Next quarter, ${next}`} onClick={() => go(shiftQuarter(quarter, 1))}>
        {next}
        <ChevronRightIcon aria-hidden="true" />
      </Button>
      {quarter !== currentQuarter && (
        <Button variant="ghost" size="sm" onClick={() => onChange(null)}>
          This quarter
        </Button>
      )}
    </nav>
  );
}
