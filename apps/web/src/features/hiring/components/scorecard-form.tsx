import {
  gwcLabels,
  gwcPrompts,
  gwcQuestions,
  ratingLabels,
  ratings,
  ratingSymbols,
  scorecardInputSchema,
  type CandidateScorecards,
  type GwcQuestion,
  type Rating,
  type Scorecard,
} from '@groundwork/domain/hiring';
import { AlertCircleIcon, Loader2Icon } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { schemaFieldErrors, serverFieldErrors, type FieldMessages } from '@/lib/field-errors';
import { isStaleWrite } from '@/lib/stale-write';
import { useSaveMyScorecard } from '../api/save-scorecard';

const ratingColours: Record<Rating | 'none', string> = {
  plus: 'has-checked:border-success/40 has-checked:bg-success-soft has-checked:text-success-strong',
  mixed: 'has-checked:border-warning/40 has-checked:bg-warning-soft has-checked:text-warning-strong',
  minus: 'has-checked:border-destructive/40 has-checked:bg-destructive-soft has-checked:text-destructive',
  none: 'has-checked:border-border has-checked:bg-card has-checked:text-foreground',
};

const optionClass = (colour: string) =>
  cn(
    'flex min-w-9 cursor-pointer items-center justify-center rounded border border-transparent px-2.5 py-1 text-sm font-semibold text-muted-foreground transition-colors',
    'has-focus-visible:ring-2 has-focus-visible:ring-ring has-focus-visible:ring-offset-1',
    colour,
  );

/** +, ±, − or not rated, as native radios: arrow keys move between them, a screen reader reads each one's meaning. */
function RatingControl({ label, name, value, onChange }: { label: string; name: string; value: Rating | null; onChange: (rating: Rating | null) => void }) {
  return (
    <fieldset className="min-w-0 shrink-0">
      <legend className="sr-only">{label}</legend>
      <div className="inline-flex rounded-md border border-border bg-muted/40 p-0.5">
        {ratings.map((rating) => (
          <label key={rating} className={optionClass(ratingColours[rating])} title={ratingLabels[rating]}>
            <input type="radio" className="sr-only" name={name} value={rating} checked={value === rating} onChange={() => onChange(rating)} aria-label={ratingLabels[rating]} />
            <span aria-hidden="true">{ratingSymbols[rating]}</span>
          </label>
        ))}
        <label className={optionClass(ratingColours.none)} title="Not rated">
          <input type="radio" className="sr-only" name={name} value="" checked={value === null} onChange={() => onChange(null)} aria-label="Not rated" />
          <span aria-hidden="true" className="text-xs font-medium">
            n/a
          </span>
        </label>
      </div>
    </fieldset>
  );
}

function AnswerControl({ question, value, onChange }: { question: GwcQuestion; value: boolean | null; onChange: (answer: boolean | null) => void }) {
  const choices = [
    { key: 'yes', label: 'Yes', value: true, colour: ratingColours.plus },
    { key: 'no', label: 'No', value: false, colour: ratingColours.minus },
    { key: 'open', label: 'Not sure yet', value: null, colour: ratingColours.none },
  ] as const;
  return (
    <fieldset className="grid min-w-0 gap-1.5 sm:grid-cols-[1fr_auto] sm:items-center sm:gap-4">
      <legend className="sr-only">{gwcLabels[question]}</legend>
      <div className="min-w-0 text-sm" aria-hidden="true">
        <span className="font-medium text-foreground">{gwcLabels[question]}</span>
        <span className="block text-xs text-muted-foreground">{gwcPrompts[question]}</span>
      </div>
      <div className="inline-flex w-fit rounded-md border border-border bg-muted/40 p-0.5">
        {choices.map((choice) => (
          <label key={choice.key} className={optionClass(choice.colour)}>
            <input type="radio" className="sr-only" name={`gwc-${question}`} value={choice.key} checked={value === choice.value} onChange={() => onChange(choice.value)} aria-label={`${gwcLabels[question]}: ${choice.label}`} />
            <span aria-hidden="true" className="text-xs">
              {choice.label}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

type Ratings = Record<string, Rating | null>;
const ratingsOf = (items: readonly string[], stored: Scorecard['responsibilities'] | undefined): Ratings =>
  Object.fromEntries(items.map((item) => [item, stored?.find((rated) => rated.item === item)?.rating ?? null]));

/** The reader's own scorecard of the candidate: every responsibility and core value +, ± or −, and GWC. */
export function ScorecardForm({ data, onReload }: { data: CandidateScorecards; /** Starts the form again from what is saved. */ onReload: () => void }) {
  const mine = data.scorecards.find((card) => card.interviewerUserId === data.userId);
  const valueNames = data.criteria.values.map((value) => value.name);
  const save = useSaveMyScorecard();
  const [responsibilities, setResponsibilities] = useState<Ratings>(() => ratingsOf(data.criteria.responsibilities, mine?.responsibilities));
  const [values, setValues] = useState<Ratings>(() => ratingsOf(valueNames, mine?.values));
  const [gwc, setGwc] = useState<Record<GwcQuestion, boolean | null>>({ capability: mine?.capability ?? null, desire: mine?.desire ?? null, capacity: mine?.capacity ?? null });
  const [notes, setNotes] = useState(mine?.notes ?? '');
  const [errors, setErrors] = useState<FieldMessages>({});
  const [stale, setStale] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const input = {
      responsibilities: data.criteria.responsibilities.map((item) => ({ item, rating: responsibilities[item] ?? null })),
      values: valueNames.map((item) => ({ item, rating: values[item] ?? null })),
      ...gwc,
      notes,
      ...(mine ? { updatedAt: mine.updatedAt } : {}),
    };
    const parsed = scorecardInputSchema.safeParse(input);
    if (!parsed.success) return setErrors(schemaFieldErrors(parsed.error));
    setErrors({});
    setStale(null);
    try {
      await save.mutateAsync({ candidateId: data.candidate.id, input: parsed.data });
      toast.success('Scorecard saved');
    } catch (error) {
      setErrors(serverFieldErrors(error));
      if (isStaleWrite(error)) setStale(errorMessage(error));
      else if (Object.keys(serverFieldErrors(error)).length > 0) setStale(errorMessage(error));
      toast.error('Could not save your scorecard', { description: errorMessage(error) });
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="grid min-w-0 gap-6" aria-label="Your scorecard">
      {stale && (
        <Alert variant="destructive" role="alert">
          <AlertCircleIcon aria-hidden="true" />
          <AlertDescription>
            <p>{stale}</p>
            <Button type="button" variant="outline" size="sm" className="mt-2" onClick={onReload}>
              Load the saved scorecard
            </Button>
          </AlertDescription>
        </Alert>
      )}
      <RatedList
        title="Responsibilities"
        empty="The posting lists no responsibilities."
        items={data.criteria.responsibilities}
        ratingsByItem={responsibilities}
        onChange={(item, rating) => setResponsibilities((current) => ({ ...current, [item]: rating }))}
        namePrefix="responsibility"
      />
      <RatedList
        title="Core values"
        empty="The company has no core values written yet."
        items={valueNames}
        hints={Object.fromEntries(data.criteria.values.map((value) => [value.name, value.practice]))}
        ratingsByItem={values}
        onChange={(item, rating) => setValues((current) => ({ ...current, [item]: rating }))}
        namePrefix="value"
      />
      <section aria-labelledby="gwc-heading" className="grid gap-3">
        <h3 id="gwc-heading" className="text-sm font-semibold text-foreground">
          Gets it, wants it, has the capacity
        </h3>
        {gwcQuestions.map((question) => (
          <AnswerControl key={question} question={question} value={gwc[question]} onChange={(answer) => setGwc((current) => ({ ...current, [question]: answer }))} />
        ))}
      </section>
      <FormField id="scorecard-notes" label="Notes" error={errors.notes} hint="What they said that made you rate them so; what to check with references.">
        {(control) => <Textarea {...control} value={notes} onChange={(event) => setNotes(event.target.value)} rows={3} maxLength={4000} />}
      </FormField>
      <Button type="submit" className="justify-self-start" disabled={save.isPending}>
        {save.isPending && <Loader2Icon className="animate-spin" aria-hidden="true" />}
        {mine ? 'Save my scorecard' : 'Save scorecard'}
      </Button>
    </form>
  );
}

function RatedList({
  title,
  empty,
  items,
  hints = {},
  ratingsByItem,
  onChange,
  namePrefix,
}: {
  title: string;
  empty: string;
  items: readonly string[];
  hints?: Record<string, string>;
  ratingsByItem: Ratings;
  onChange: (item: string, rating: Rating | null) => void;
  namePrefix: string;
}) {
  const headingId = `${namePrefix}-heading`;
  return (
    <section aria-labelledby={headingId} className="grid gap-2">
      <h3 id={headingId} className="text-sm font-semibold text-foreground">
        {title}
      </h3>
      {items.length === 0 ? (
        <p className="text-sm text-muted-foreground">{empty}</p>
      ) : (
        <ul className="grid gap-2">
          {items.map((item, index) => (
            <li key={item} className="flex min-w-0 flex-col gap-2 rounded-lg border border-border p-2.5 sm:flex-row sm:items-center sm:justify-between">
              <div className="min-w-0 text-sm">
                <span className="break-words text-foreground">{item}</span>
                {hints[item] && <span className="block text-xs break-words text-muted-foreground">{hints[item]}</span>}
              </div>
              <RatingControl label={`Rate: ${item}`} name={`${namePrefix}-${index}`} value={ratingsByItem[item] ?? null} onChange={(rating) => onChange(item, rating)} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
