import { questionAnswerTypeLabels, questionAnswerTypes, questionInputSchema, serviceMessages, type Question, type QuestionAnswerType, type ServiceDetail } from '@groundwork/domain/services';
import { Loader2Icon, PencilIcon, PlusIcon, Trash2Icon } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { isApiError } from '@/lib/api-client';
import { useDeleteQuestion } from '../api/delete-question';
import { useSaveQuestion } from '../api/save-question';
import { serviceFailure, serviceSuccess } from '../service-toasts';

/** What the estimator asks the customer when selling this service (gate width, dogs on site…). */
export function QuestionsPanel({ service, canEdit }: { service: ServiceDetail; canEdit: boolean }) {
  const remove = useDeleteQuestion();
  const [editing, setEditing] = useState<{ question: Question | null } | null>(null);
  const [deleting, setDeleting] = useState<Question | null>(null);
  const questions = [...service.questions].sort((a, b) => a.order - b.order);

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(
      { serviceId: service.id, questionId: deleting.id },
      {
        onSuccess: () => {
          setDeleting(null);
          serviceSuccess(serviceMessages.questionDeleted);
        },
        onError: (error) => serviceFailure(serviceMessages.deleteQuestionFailed, error),
      },
    );
  };

  return (
    <div className="grid gap-4">
      {questions.length === 0 ? (
        <p className="rounded-lg border border-dashed border-border px-4 py-6 text-center text-sm text-muted-foreground">No questions yet.</p>
      ) : (
        <ul className="grid gap-2" aria-label="Questions">
          {questions.map((question) => (
            <li key={question.id} className="flex flex-wrap items-center gap-3 rounded-lg border border-border bg-card px-4 py-3">
              <div className="min-w-0 flex-1">
                <p className="font-medium">{question.questionText}</p>
                <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
                  {questionAnswerTypeLabels[question.answerType]}
                  {question.answerType === 'choice' && `: ${question.options.join(', ')}`}
                  {question.required && <Badge variant="warning">Required</Badge>}
                </p>
              </div>
              {canEdit && (
                <div className="flex gap-1">
                  <Button variant="ghost" size="icon" aria-label={`Edit question ${question.questionText}`} onClick={() => setEditing({ question })}>
                    <PencilIcon aria-hidden="true" />
                  </Button>
                  <Button variant="ghost" size="icon" aria-label={`Delete question ${question.questionText}`} onClick={() => setDeleting(question)}>
                    <Trash2Icon aria-hidden="true" />
                  </Button>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      {canEdit && (
        <div>
          <Button variant="outline" onClick={() => setEditing({ question: null })}>
            <PlusIcon aria-hidden="true" />
            Add question
          </Button>
        </div>
      )}
      <Dialog open={editing !== null} onOpenChange={(open) => !open && setEditing(null)}>
        {editing && (
          <DialogContent className="sm:max-w-lg">
            <DialogHeader>
              <DialogTitle>{editing.question ? 'Edit question' : 'Add question'}</DialogTitle>
              <DialogDescription>Asked when {service.name} is put on an estimate.</DialogDescription>
            </DialogHeader>
            <QuestionForm serviceId={service.id} question={editing.question} onDone={() => setEditing(null)} />
          </DialogContent>
        )}
      </Dialog>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete this question?"
        description={deleting?.questionText ?? ''}
        confirmLabel="Delete"
        busyLabel="Deleting..."
        busy={remove.isPending}
        onConfirm={confirmDelete}
      />
    </div>
  );
}

function QuestionForm({ serviceId, question, onDone }: { serviceId: string; question: Question | null; onDone: () => void }) {
  const save = useSaveQuestion();
  const [questionText, setQuestionText] = useState(question?.questionText ?? '');
  const [answerType, setAnswerType] = useState<QuestionAnswerType>(question?.answerType ?? 'text');
  const [optionsText, setOptionsText] = useState(question?.options.join('\n') ?? '');
  const [required, setRequired] = useState(question?.required ?? false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const failedTitle = question ? serviceMessages.updateQuestionFailed : serviceMessages.addQuestionFailed;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = {
      questionText,
      answerType,
      options: answerType === 'choice' ? optionsText.split('\n').map((option) => option.trim()).filter(Boolean) : [],
      required,
    };
    const parsed = questionInputSchema.safeParse(input);
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) next[String(issue.path[0])] ??= issue.message;
      setErrors(next);
      return;
    }
    save.mutate(
      { serviceId, questionId: question?.id, input },
      {
        onSuccess: () => {
          serviceSuccess(question ? serviceMessages.questionUpdated : serviceMessages.questionAdded);
          onDone();
        },
        onError: (error) => {
          const fieldErrors = isApiError(error) ? error.fieldErrors : {};
          setErrors(Object.fromEntries(Object.entries(fieldErrors).map(([key, messages]) => [key, messages[0] ?? ''])));
          serviceFailure(failedTitle, error);
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-5" aria-label={question ? 'Edit question' : 'Add question'}>
      <FormField id="question-text" label="Question" error={errors.questionText}>
        {(control) => <Textarea {...control} rows={2} autoFocus value={questionText} onChange={(event) => setQuestionText(event.target.value)} />}
      </FormField>
      <FormField id="question-answer-type" label="Answer" error={errors.answerType}>
        {(control) => (
          <NativeSelect {...control} value={answerType} onChange={(event) => setAnswerType(event.target.value as QuestionAnswerType)}>
            {questionAnswerTypes.map((type) => (
              <option key={type} value={type}>
                {questionAnswerTypeLabels[type]}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      {answerType === 'choice' && (
        <FormField id="question-options" label="Options" hint="One option a line." error={errors.options}>
          {(control) => <Textarea {...control} rows={4} value={optionsText} onChange={(event) => setOptionsText(event.target.value)} />}
        </FormField>
      )}
      <div className="flex items-center gap-2">
        <Checkbox id="question-required" checked={required} onCheckedChange={(checked) => setRequired(checked === true)} />
        <Label htmlFor="question-required" className="font-normal">
          The estimator must answer it
        </Label>
      </div>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone} disabled={save.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending && <Loader2Icon className="animate-spin" aria-hidden="true" />}
          {question ? 'Save question' : 'Add question'}
        </Button>
      </DialogFooter>
    </form>
  );
}
