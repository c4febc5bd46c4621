import { reportNames, reportQuestions, reportTitles, type ReportName } from '@groundwork/domain/reporting';
import { useId } from 'react';
import { Link } from 'react-router';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { cn } from '@/lib/cn';

type ReportPickerProps = {
  selected: ReportName;
  /** The link (search) that opens a report in the current range. */
  hrefFor: (report: ReportName) => string;
  onSelect: (report: ReportName) => void;
};

/**
 * Every report in one list with the question it answers, so nobody digs for the right one: a column of links beside
 * the report on a wide screen, a select above it on a narrow one.
 */
export function ReportPicker({ selected, hrefFor, onSelect }: ReportPickerProps) {
  const id = useId();
  const selectId = `${id}-select`;
  return (
    <>
      <nav aria-label="Reports" className="hidden lg:block">
        <ul className="grid gap-1">
          {reportNames.map((name) => (
            <li key={name}>
              <Link
                to={hrefFor(name)}
                aria-current={name === selected ? 'page' : undefined}
                // The link is named by its title; the question (hidden from the name) describes it.
                aria-describedby={`${id}-${name}`}
                className={cn(
                  'block rounded-lg border border-transparent px-3 py-2 transition-colors outline-none hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring',
                  name === selected && 'border-border bg-card shadow-xs hover:bg-card',
                )}
              >
                <span className={cn('block text-sm font-medium', name === selected ? 'text-primary' : 'text-foreground')}>{reportTitles[name]}</span>
                <span id={`${id}-${name}`} aria-hidden="true" className="mt-0.5 block text-xs text-muted-foreground">
                  {reportQuestions[name]}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="grid gap-2 lg:hidden">
        <Label htmlFor={selectId}>Report</Label>
        <NativeSelect id={selectId} value={selected} onChange={(event) => onSelect(event.target.value as ReportName)}>
          {reportNames.map((name) => (
            <option key={name} value={name}>
              {reportTitles[name]}
            </option>
          ))}
        </NativeSelect>
      </div>
    </>
  );
}
