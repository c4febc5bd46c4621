import { createQuestionInputSchema, updateQuestionInputSchema, type Question, type QuestionBank, type QuestionScope } from '@groundwork/domain/hiring';
import { ArrowDownIcon, ArrowUpIcon, Loader2Icon, MessageSquareTextIcon, PencilIcon, Trash2Icon } from 'lucide-react';
import { useMemo, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FormField } from '@/components/ui/form-field';
import { EmptyState } from '@/components/ui/load-states';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api-client';
import { schemaFieldErrors, serverFieldErrors, type FieldMessages } from '@/lib/field-errors';
import { isStaleWrite } from '@/lib/stale-write';
import { useCreateQuestion, useDeleteQuestion, useReorderQuestions, useUpdateQuestion } from '../api/change-interview-questions';

interface Group {
  key: string;
  label: string;
  scope: QuestionScope;
  positionId: string | null;
  coreValue: string;
  /** What the value looks like in practice, or a note that it is no longer a value. */
  note?: string;
}

const GENERAL: Group = { key: 'general', label: 'Every interview', scope: 'general', positionId: null, coreValue: '' };

/** Every group a question can be in: each seat of the chart, each core value (and values since renamed that still have questions), every interview. */
function groupsOf(bank: QuestionBank): { positions: Group[]; values: Group[] } {
  const positions = bank.positions.map((position) => ({
    key: `position:${position.id}`,
    label: position.department ? `${position.title} (${position.department})` : position.title,
    scope: 'position' as const,
    positionId: position.id,
    coreValue: '',
  }));
  const current = new Set(bank.coreValues.map((value) => value.name));
  const values: Group[] = bank.coreValues.map((value) => ({ key: `value:${value.name}`, label: value.name, scope: 'value', positionId: null, coreValue: value.name, note: value.practice || undefined }));
  for (const question of bank.questions)
    if (question.scope === 'value' && !current.has(question.coreValue) && !values.some((group) => group.coreValue === question.coreValue))
      values.push({ key: `value:${question.coreValue}`, label: `${question.coreValue} (no longer a core value)`, scope: 'value', positionId: null, coreValue: question.coreValue, note: 'This value is no longer on the company’s list: add its questions again under a current value, then remove them here.' });
  return { positions, values };
}

const inGroup = (question: Question, group: Group) =>
  question.scope === group.scope && (group.scope !== 'position' || question.positionId === group.positionId) && (group.scope !== 'value' || question.coreValue === group.coreValue);

/**
 * The interview question bank: choose a seat, a core value or every interview, and read its questions in order.
 * Admins and office managers add, reword, reorder (move up and down) and remove them; everyone else reads.
 */
export function QuestionBankView({ bank }: { bank: QuestionBank }) {
  const { positions, values } = useMemo(() => groupsOf(bank), [bank]);
  const [chosen, setChosen] = useState<string>(positions[0]?.key ?? values[0]?.key ?? GENERAL.key);
  const group = [...positions, ...values, GENERAL].find((each) => each.key === chosen) ?? GENERAL;
  const questions = bank.questions.filter((question) => inGroup(question, group)).sort((a, b) => a.sortOrder - b.sortOrder);
  const count = (each: Group) => bank.questions.filter((question) => inGroup(question, each)).length;

  return (
    <div className="grid min-w-0 gap-6">
      <div className="grid max-w-xl gap-2">
        <FormField id="question-group" label="Questions for" hint={group.note ?? (group.scope === 'general' ? 'Asked in every interview, whatever the seat.' : undefined)}>
          {(control) => (
            <NativeSelect {...control} value={group.key} onChange={(event) => setChosen(event.target.value)}>
              {positions.length > 0 && (
                <optgroup label="Positions">
                  {positions.map((each) => (
                    <option key={each.key} value={each.key}>
                      {each.label} ({count(each)})
                    </option>
                  ))}
                </optgroup>
              )}
              {values.length > 0 && (
                <optgroup label="Core values">
                  {values.map((each) => (
                    <option key={each.key} value={each.key}>
                      {each.label} ({count(each)})
                    </option>
                  ))}
                </optgroup>
              )}
              <option value={GENERAL.key}>
                {GENERAL.label} ({count(GENERAL)})
              </option>
            </NativeSelect>
          )}
        </FormField>
        {values.length === 0 && <p className="text-xs text-muted-foreground">The company has no core values written yet: write them under Core Values to ask about each one.</p>}
      </div>

      <section aria-labelledby="questions-heading" className="grid gap-3">
        <h2 id="questions-heading" className="text-lg font-semibold break-words text-foreground">
          {group.label}
        </h2>
        {questions.length === 0 ? (
          <EmptyState icon={<MessageSquareTextIcon />} title="No questions here yet" description={bank.canManage ? 'Add the questions every interviewer should ask, in the order to ask them.' : 'Admins and office managers write the questions.'} />
        ) : (
          <QuestionList key={group.key} group={group} questions={questions} canManage={bank.canManage} />
        )}
        {bank.canManage && <AddQuestion key={`add-${group.key}`} group={group} />}
      </section>
    </div>
  );
}

function QuestionList({ group, questions, canManage }: { group: Group; questions: Question[]; canManage: boolean }) {
  const reorder = useReorderQuestions();
  const remove = useDeleteQuestion();
  const [editingId, setEditingId] = useState<string | null>(null);
  const [removing, setRemoving] = useState<Question | null>(null);

  const moveQuestion = async (index: number, by: -1 | 1) => {
    const ids = questions.map((question) => question.id);
    const [moved] = ids.splice(index, 1);
    ids.splice(index + by, 0, moved!);
    try {
      await reorder.mutateAsync({ scope: group.scope, positionId: group.positionId, coreValue: group.coreValue, ids });
    } catch (error) {
      toast.error('Could not reorder the questions', { description: errorMessage(error) });
    }
  };

  const confirmRemove = async () => {
    if (!removing) return;
    try {
      await remove.mutateAsync(removing.id);
      toast.success('Question removed');
    } catch (error) {
      toast.error('Could not remove the question', { description: errorMessage(error) });
    } finally {
      setRemoving(null);
    }
  };

  return (
    <>
      <ol className="grid gap-2" aria-label={`Questions for ${group.label}`}>
        {questions.map((question, index) => (
          <li key={question.id} className="flex min-w-0 flex-col gap-2 rounded-lg border border-border bg-card p-3 sm:flex-row sm:items-start">
            <span className="w-6 shrink-0 text-sm font-semibold text-muted-foreground tabular-nums">{index + 1}.</span>
            {editingId === question.id ? (
              <EditQuestion question={question} onDone={() => setEditingId(null)} />
            ) : (
              <>
                <p className="min-w-0 flex-1 text-sm break-words whitespace-pre-wrap text-foreground">{question.text}</p>
                {canManage && (
                  <div className="flex shrink-0 gap-1">
                    <Button variant="ghost" size="icon" aria-label={`Move question ${index + 1} up`} disabled={index === 0 || reorder.isPending} onClick={() => void moveQuestion(index, -1)}>
                      <ArrowUpIcon aria-hidden="true" />
                    </Button>
                    <Button variant="ghost" size="icon" aria-label={`Move question ${index + 1} down`} disabled={index === questions.length - 1 || reorder.isPending} onClick={() => void moveQuestion(index, 1)}>
                      <ArrowDownIcon aria-hidden="true" />
                    </Button>
                    <Button variant="ghost" size="icon" aria-label={`Edit question ${index + 1}`} onClick={() => setEditingId(question.id)}>
                      <PencilIcon aria-hidden="true" />
                    </Button>
                    <Button variant="ghost" size="icon" aria-label={`Remove question ${index + 1}`} onClick={() => setRemoving(question)}>
                      <Trash2Icon aria-hidden="true" />
                    </Button>
                  </div>
                )}
              </>
            )}
          </li>
        ))}
      </ol>
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title="Remove this question?"
        description={removing?.text ?? ''}
        confirmLabel="Remove question"
        busyLabel="Removing…"
        busy={remove.isPending}
        onConfirm={() => void confirmRemove()}
      />
    </>
  );
}

function EditQuestion({ question, onDone }: { question: Question; onDone: () => void }) {
  const update = useUpdateQuestion();
  const [text, setText] = useState(question.text);
  const [errors, setErrors] = useState<FieldMessages>({});

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = updateQuestionInputSchema.safeParse({ text, updatedAt: question.updatedAt });
    if (!parsed.success) return setErrors(schemaFieldErrors(parsed.error));
    try {
      await update.mutateAsync({ id: question.id, input: parsed.data });
      toast.success('Question saved');
      onDone();
    } catch (error) {
      setErrors(isStaleWrite(error) ? { text: errorMessage(error) } : serverFieldErrors(error));
      toast.error('Could not save the question', { description: errorMessage(error) });
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="grid min-w-0 flex-1 gap-2" aria-label="Edit question">
      <FormField id={`question-${question.id}`} label="Question" error={errors.text}>
        {(control) => <Textarea {...control} value={text} onChange={(event) => setText(event.target.value)} rows={2} maxLength={500} autoFocus />}
      </FormField>
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={update.isPending}>
          {update.isPending && <Loader2Icon className="animate-spin" aria-hidden="true" />}
          Save
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={onDone} disabled={update.isPending}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

function AddQuestion({ group }: { group: Group }) {
  const create = useCreateQuestion();
  const [text, setText] = useState('');
  const [errors, setErrors] = useState<FieldMessages>({});

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = createQuestionInputSchema.safeParse({ scope: group.scope, positionId: group.positionId, coreValue: group.coreValue, text });
    if (!parsed.success) return setErrors(schemaFieldErrors(parsed.error));
    setErrors({});
    try {
      await create.mutateAsync(parsed.data);
      setText('');
      toast.success('Question added');
    } catch (error) {
      setErrors(serverFieldErrors(error));
      toast.error('Could not add the question', { description: errorMessage(error) });
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-2 rounded-lg border border-dashed border-border p-3" aria-label="Add a question">
      <FormField id="new-question" label="New question" error={errors.text ?? errors.positionId ?? errors.coreValue} hint="Open questions about what they did, not what they would do: “Tell me about a time…”">
        {(control) => <Textarea {...control} value={text} onChange={(event) => setText(event.target.value)} rows={2} maxLength={500} />}
      </FormField>
      <Button type="submit" size="sm" className="justify-self-start" disabled={create.isPending}>
        {create.isPending && <Loader2Icon className="animate-spin" aria-hidden="true" />}
        Add question
      </Button>
    </form>
  );
}
