import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';

/** The year shown, with the years on either side and a way back to this one. */
export function YearSwitcher({ year, currentYear, onChange, label }: { year: number; currentYear: number; onChange: (year: number) => void; label: string }) {
  return (
    <div role="group" aria-label={label} className="flex flex-wrap items-center gap-2">
      <Button type="button" variant="outline" size="sm" onClick={() => onChange(year - 1)} aria-label={`Show ${year - 1}`} disabled={year <= 2000}>
        <ChevronLeftIcon aria-hidden="true" />
        {year - 1}
      </Button>
      <p className="min-w-16 text-center text-lg font-semibold tabular-nums" aria-live="polite">
        {year}
      </p>
      <Button type="button" variant="outline" size="sm" onClick={() => onChange(year + 1)} aria-label={`Show ${year + 1}`} disabled={year >= 2100}>
        {year + 1}
        <ChevronRightIcon aria-hidden="true" />
      </Button>
      {year !== currentYear && (
        <Button type="button" variant="ghost" size="sm" onClick={() => onChange(currentYear)}>
          This year
        </Button>
      )}
    </div>
  );
}

/** A `?year=` that is a year a plan or a calendar can have; anything else is `fallback` (this year). */
export function yearFrom(text: string | null, fallback: number): number {
  const year = Number(text);
  return text !== null && /^\d{4}$/.test(text) && year >= 2000 && year <= 2100 ? year : fallback;
}
