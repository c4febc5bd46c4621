import {
  HEALTH_NOTES_MAX,
  healthAreas,
  healthAreaTitles,
  healthScoreLabels,
  healthStatements,
  quarterLabel,
  type HealthAssessment,
  type HealthScores,
  type Quarter,
} from '@groundwork/domain/growth';
import { Loader2Icon } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { STALE_DESCRIPTION, StaleWriteAlert } from '@/components/forms/stale-write-alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toaster';
import { errorMessage, isApiError } from '@/lib/api-client';
import { useSaveHealthAssessment } from '../api/save-health-assessment';

const scores = [1, 2, 3, 4, 5] as const;

type HealthAssessmentFormProps = {
  quarter: Quarter;
  /** This quarter's assessment when retaking it: its answers fill the form and its version guards the save. */
  taken: HealthAssessment | null;
  /** Loads the latest version after a refused (409) save; resolves with this quarter's assessment as it is now. */
  reload: () => Promise<HealthAssessment | null>;
  onDone: () => void;
  onCancel?: () => void;
};

/**
 * This quarter's assessment: 30 statements by area, each scored 1–5 with a radio group (arrow keys move within it).
 * A statement may be left unanswered — the save is then a draft and the scores count only what was answered.
 */
export function HealthAssessmentForm({ quarter, taken, reload, onDone, onCancel }: HealthAssessmentFormProps) {
  const save = useSaveHealthAssessment();
  const [answers, setAnswers] = useState<HealthScores>(() => ({ ...(taken?.scores ?? {}) }));
  const [notes, setNotes] = useState(taken?.notes ?? '');
  const [version, setVersion] = useState<string | null>(taken?.updatedAt ?? null);
  const [stale, setStale] = useState(false);
  const [reloading, setReloading] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const notesId = useId();
  const answered = healthStatements.filter((item) => answers[item.key] !== undefined).length;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (answered === 0) {
      setFormError('Score at least one statement before saving.');
      return;
    }
    setFormError(null);
    save.mutate(
      { quarter, input: { scores: answers, notes, updatedAt: version } },
      {
        onSuccess: ({ assessment }) => {
          const complete = assessment.summary.complete;
          toast.success(complete ? 'Assessment saved' : 'Assessment saved as a draft', {
            description: complete ? undefined : `${assessment.summary.total.answered} of ${assessment.summary.total.statements} statements answered; the scores count those.`,
          });
          onDone();
        },
        onError: (error) => {
          if (isApiError(error) && error.status === 409) setStale(true);
          toast.error('Failed to save the assessment', { description: errorMessage(error) });
        },
      },
    );
  };

  const loadLatest = async () => {
    setReloading(true);
    try {
      const latest = await reload();
      setAnswers({ ...(latest?.scores ?? {}) });
      setNotes(latest?.notes ?? '');
      setVersion(latest?.updatedAt ?? null);
      setStale(false);
      toast.info('Loaded the latest assessment');
    } catch (error) {
      toast.error('Could not load the latest assessment', { description: errorMessage(error) });
    } finally {
      setReloading(false);
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-6" aria-label={`Assessment for ${quarterLabel(quarter)}`}>
      {stale && (
        <StaleWriteAlert
          title="Someone else saved this quarter’s assessment"
          description={STALE_DESCRIPTION}
          busy={reloading}
          onReload={() => void loadLatest()}
        />
      )}
      <p className="text-sm text-muted-foreground">
        Score each statement as the company is today, not as you would like it to be:{' '}
        {scores.map((score) => `${score} ${healthScoreLabels[score]!.toLowerCase()}`).join(', ')}. A statement you leave out is not counted.
      </p>
      {healthAreas.map((area) => (
        <Card key={area} className="min-w-0">
          <CardHeader>
            <CardTitle>{healthAreaTitles[area]}</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-5">
            {healthStatements
              .filter((item) => item.area === area)
              .map((item) => (
                <fieldset key={item.key} className="grid min-w-0 gap-2">
                  <legend className="mb-2 text-sm font-medium text-foreground">{item.statement}</legend>
                  <div className="flex flex-wrap gap-2">
                    {scores.map((score) => (
                      <label
                        key={score}
                        className="flex min-w-11 cursor-pointer items-center justify-center rounded-md border border-input px-3 py-2 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary has-[:checked]:text-primary-foreground has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring"
                      >
                        <input
                          type="radio"
                          className="sr-only"
                          name={item.key}
                          value={score}
                          checked={answers[item.key] === score}
                          onChange={() => setAnswers((current) => ({ ...current, [item.key]: score }))}
                          // The visible number starts the name; what it means is read out after it.
                          aria-label={`${score} – ${healthScoreLabels[score]}`}
                        />
                        {score}
                      </label>
                    ))}
                  </div>
                </fieldset>
              ))}
          </CardContent>
        </Card>
      ))}
      <div className="grid gap-2">
        <Label htmlFor={notesId}>Notes (optional)</Label>
        <Textarea
          id={notesId}
          value={notes}
          maxLength={HEALTH_NOTES_MAX}
          rows={3}
          placeholder="What stood out this quarter"
          onChange={(event) => setNotes(event.target.value)}
        />
      </div>
      {formError && (
        <p role="alert" className="text-sm text-destructive">
          {formError}
        </p>
      )}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {answered} of {healthStatements.length} statements answered
        </p>
        <div className="flex flex-wrap gap-2">
          {onCancel && (
            <Button type="button" variant="outline" onClick={onCancel}>
              Cancel
            </Button>
          )}
          <Button type="submit" disabled={save.isPending}>
            {save.isPending && <Loader2Icon className="animate-spin" aria-hidden="true" />}
            Save assessment
          </Button>
        </div>
      </div>
    </form>
  );
}
