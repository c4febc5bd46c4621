import { zodResolver } from '@hookform/resolvers/zod';
import { estimateStatusLabels } from '@groundwork/domain/estimates';
import { approveProposalInputSchema, declineProposalInputSchema, requestChangesInputSchema, type PublicProposal } from '@groundwork/domain/proposals';
import { AlertCircleIcon, CircleCheckIcon, CircleXIcon, Loader2Icon, MessageSquareTextIcon, PenLineIcon } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Controller, useForm, type FieldValues, type Path, type UseFormSetError } from 'react-hook-form';
import { z } from 'zod';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { fieldA11y } from '@/components/ui/field';
import { FormField, InputField } from '@/components/ui/form-field';
import { Label } from '@/components/ui/label';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage, isApiError } from '@/lib/api-client';
import { useCompanyTimeZone } from '@/lib/company-time-zone';
import { formatDate, formatDateTime } from '@/lib/format';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { proposalsKeys } from '../api/keys';
import { useAnswerProposal, type ProposalAnswer } from '../api/public-proposal';

/** The box is a boolean while the client fills the form; the server takes only `accept: true`. */
const approveFormSchema = approveProposalInputSchema.extend({
  accept: z.boolean().refine((value) => value, { message: 'Tick the box to accept the proposal' }),
});

/** Sends one answer; a 400 lands on its fields, anything else (an expired link, already answered) above the form. */
function useAnswer(token: string) {
  const answer = useAnswerProposal(token);
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const submit = <T extends FieldValues>(value: ProposalAnswer, setError: UseFormSetError<T>, fields: readonly Path<T>[]) => {
    setFailure(null);
    answer.mutate(value, {
      onError: (error) => {
        if (applyServerFieldErrors(error, setError, fields)) return;
        setFailure(errorMessage(error));
        // Answered meanwhile (422) or no longer valid (404): read the proposal again so the page shows where it stands.
        if (isApiError(error) && (error.status === 404 || error.status === 422)) {
          void queryClient.invalidateQueries({ queryKey: proposalsKeys.publicProposal(token) });
        }
      },
    });
  };
  return { submit, failure, busy: answer.isPending };
}

function Failure({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert variant="destructive" role="alert">
      <AlertCircleIcon aria-hidden="true" />
      <AlertDescription>{message}</AlertDescription>
    </Alert>
  );
}

function ApproveForm({ token }: { token: string }) {
  const { submit, failure, busy } = useAnswer(token);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({ resolver: zodResolver(approveFormSchema), defaultValues: { fullName: '', accept: false } });
  const onSubmit = handleSubmit((values) => submit({ kind: 'approve', input: { fullName: values.fullName, accept: true } }, setError, ['fullName', 'accept']));
  const acceptError = errors.accept?.message;

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5" aria-label="Approve the proposal">
      <Failure message={failure} />
      <InputField
        id="proposal-full-name"
        label="Your full name"
        autoComplete="name"
        hint="Typing your name signs this proposal electronically. The time and your network address are recorded with it."
        error={errors.fullName?.message}
        {...register('fullName')}
      />
      <div className="grid gap-2">
        <div className="flex items-start gap-3">
          <Controller
            control={control}
            name="accept"
            render={({ field }) => (
              <Checkbox
                {...fieldA11y('proposal-accept', acceptError)}
                ref={field.ref}
                checked={field.value}
                onCheckedChange={(checked) => field.onChange(checked === true)}
                onBlur={field.onBlur}
              />
            )}
          />
          <Label htmlFor="proposal-accept" className="leading-snug">
            I accept this proposal and its terms
          </Label>
        </div>
        {acceptError && (
          <p id="proposal-accept-error" className="text-sm font-medium text-destructive">
            {acceptError}
          </p>
        )}
      </div>
      <div>
        <Button type="submit" size="lg" disabled={busy}>
          {busy ? <Loader2Icon className="animate-spin" aria-hidden="true" /> : <PenLineIcon aria-hidden="true" />}
          {busy ? 'Approving…' : 'Approve proposal'}
        </Button>
      </div>
    </form>
  );
}

/** Declining and asking for changes are one form: a single required text the client writes, sent as its own field. */
const writtenAnswers = {
  decline: {
    schema: declineProposalInputSchema,
    field: 'reason',
    formLabel: 'Decline the proposal',
    label: 'Why are you declining?',
    action: 'Decline proposal',
    busyAction: 'Declining…',
    variant: 'destructive',
    Icon: CircleXIcon,
  },
  changes: {
    schema: requestChangesInputSchema,
    field: 'message',
    formLabel: 'Request changes',
    label: 'What would you like changed?',
    action: 'Request changes',
    busyAction: 'Sending…',
    variant: 'secondary',
    Icon: MessageSquareTextIcon,
  },
} as const;

function WrittenAnswerForm({ token, kind }: { token: string; kind: keyof typeof writtenAnswers }) {
  const { schema, field, formLabel, label, action, busyAction, variant, Icon } = writtenAnswers[kind];
  const { submit, failure, busy } = useAnswer(token);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<Record<string, string>>({ resolver: zodResolver(schema as z.ZodType<Record<string, string>, Record<string, string>>), defaultValues: { [field]: '' } });
  const onSubmit = handleSubmit((values) => submit({ kind, input: { [field]: values[field] ?? '' } } as ProposalAnswer, setError, [field]));
  const id = `proposal-${kind}-${field}`;
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5" aria-label={formLabel}>
      <Failure message={failure} />
      <FormField id={id} label={label} error={errors[field]?.message}>
        {(control) => <Textarea {...control} rows={4} maxLength={2000} aria-required="true" {...register(field)} />}
      </FormField>
      <div>
        <Button type="submit" variant={variant} disabled={busy}>
          {busy ? <Loader2Icon className="animate-spin" aria-hidden="true" /> : <Icon aria-hidden="true" />}
          {busy ? busyAction : action}
        </Button>
      </div>
    </form>
  );
}

/** The client's answer once given: what they said and when, and the signature record of an approval. */
function AnsweredSummary({ proposal, companyName, justAnswered }: { proposal: PublicProposal; companyName: string; justAnswered: boolean }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const timeZone = useCompanyTimeZone();
  // Straight after answering (the form is gone): focus moves to the confirmation so it is read out.
  useEffect(() => {
    if (justAnswered) heading.current?.focus();
  }, [justAnswered]);
  const response = proposal.response;

  if (!response) {
    return (
      <Alert variant="info" role="status">
        <AlertTitle>
          <h2 ref={heading} tabIndex={-1} className="outline-none">
            This proposal is {estimateStatusLabels[proposal.status].toLowerCase()}
          </h2>
        </AlertTitle>
        <AlertDescription>It is no longer open for a response here. Contact {companyName} with any questions.</AlertDescription>
      </Alert>
    );
  }

  if (response.kind === 'approved') {
    return (
      <div className="grid gap-4" role="status">
        <Alert variant="success">
          <CircleCheckIcon aria-hidden="true" />
          <AlertTitle>
            <h2 ref={heading} tabIndex={-1} className="outline-none">
              Approved by {response.name} on {formatDate(response.at, timeZone)}. Thank you!
            </h2>
          </AlertTitle>
          <AlertDescription>{companyName} has been told and will be in touch to schedule the work.</AlertDescription>
        </Alert>
        <section aria-labelledby="proposal-signature" className="grid gap-2 rounded-lg border border-border p-4 break-inside-avoid">
          <h3 id="proposal-signature" className="text-sm font-semibold text-foreground">
            Signature
          </h3>
          <p className="font-serif text-2xl text-foreground italic">{response.name}</p>
          <dl className="grid gap-1 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-4">
            <dt className="text-muted-foreground">Signed by</dt>
            <dd>{response.name}</dd>
            <dt className="text-muted-foreground">Signed at</dt>
            <dd>
              <time dateTime={response.at}>{formatDateTime(response.at, timeZone)}</time>
            </dd>
            <dt className="text-muted-foreground">Accepted</dt>
            <dd>This proposal and its terms, signed electronically by typing the full name above.</dd>
          </dl>
        </section>
      </div>
    );
  }

  const declined = response.kind === 'declined';
  return (
    <Alert variant="info" role="status">
      {declined ? <CircleXIcon aria-hidden="true" /> : <MessageSquareTextIcon aria-hidden="true" />}
      <AlertTitle>
        <h2 ref={heading} tabIndex={-1} className="outline-none">
          {declined ? `You declined this proposal on ${formatDate(response.at, timeZone)}.` : `You asked for changes on ${formatDate(response.at, timeZone)}.`}
        </h2>
      </AlertTitle>
      <AlertDescription>
        {response.message && (
          <blockquote className="my-2 border-l-2 border-info/40 pl-3 whitespace-pre-wrap">{response.message}</blockquote>
        )}
        <p>{declined ? `Thank you for letting ${companyName} know.` : `${companyName} will send you a revised proposal.`}</p>
      </AlertDescription>
    </Alert>
  );
}

/**
 * The client's three answers to an open proposal — approve (typed full name and acceptance), decline with a reason, or
 * ask for changes — and, once answered, the answer itself with no buttons.
 */
export function ProposalAnswer({ token, proposal }: { token: string; proposal: PublicProposal }) {
  const open = proposal.status === 'sent' && proposal.response === null;
  // Whether the page opened on an open proposal: then an answer shown later was just given here.
  const [openedOpen] = useState(open);
  if (!open) return <AnsweredSummary proposal={proposal} companyName={proposal.company.name} justAnswered={openedOpen} />;
  return (
    <section aria-labelledby="proposal-answer-title" className="grid gap-4 print:hidden">
      <div className="grid gap-1">
        <h2 id="proposal-answer-title" className="text-lg font-semibold text-foreground">
          Your answer
        </h2>
        <p className="text-sm text-muted-foreground">Approve the proposal, decline it, or tell {proposal.company.name} what you would like changed.</p>
      </div>
      <Tabs defaultValue="approve">
        <TabsList aria-label="Your answer" className="h-auto flex-wrap">
          <TabsTrigger value="approve">
            <CircleCheckIcon className="size-4" aria-hidden="true" />
            Approve
          </TabsTrigger>
          <TabsTrigger value="decline">
            <CircleXIcon className="size-4" aria-hidden="true" />
            Decline
          </TabsTrigger>
          <TabsTrigger value="changes">
            <MessageSquareTextIcon className="size-4" aria-hidden="true" />
            Request changes
          </TabsTrigger>
        </TabsList>
        <TabsContent value="approve">
          <ApproveForm token={token} />
        </TabsContent>
        <TabsContent value="decline">
          <WrittenAnswerForm token={token} kind="decline" />
        </TabsContent>
        <TabsContent value="changes">
          <WrittenAnswerForm token={token} kind="changes" />
        </TabsContent>
      </Tabs>
    </section>
  );
}
