import { MAX_MENTIONS, TICKET_COMMENT_FAILED, TICKET_COMMENT_REQUIRED_MESSAGE, type Ticket, type TicketComment } from '@groundwork/domain/tickets';
import { Loader2Icon, SendIcon } from 'lucide-react';
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toaster';
import { errorMessage, isApiError } from '@/lib/api-client';
import { useCompanyTimeZone } from '@/lib/company-time-zone';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/format';
import { idempotencyKeys } from '@/lib/idempotency-keys';
import { useAddTicketComment } from '../api/add-ticket-comment';
import { insertMention, matchingPeople, mentionedIds, mentionQueryAt } from '../mentions';
import type { NamedOption } from '../ticket-options';

/** The comments on a task, oldest first, and a box to add one; typing @ offers the company's people to mention. */
export function TicketComments({ ticket, people }: { ticket: Ticket; people: readonly NamedOption[] }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <h3 id={headingId} className="text-base font-medium">
        Comments
      </h3>
      {ticket.comments.length === 0 ? (
        <p className="text-sm text-muted-foreground">No comments yet.</p>
      ) : (
        <ol className="grid gap-3" aria-label="Comments">
          {ticket.comments.map((comment) => (
            <CommentItem key={comment.id} comment={comment} />
          ))}
        </ol>
      )}
      <CommentComposer ticketId={ticket.id} people={people} />
    </section>
  );
}

function CommentItem({ comment }: { comment: TicketComment }) {
  const timeZone = useCompanyTimeZone();
  return (
    <li className="rounded-lg border border-border bg-muted/30 p-3 text-sm">
      <p className="flex flex-wrap items-baseline justify-between gap-x-2 text-xs text-muted-foreground">
        <span className="font-medium text-foreground">{comment.authorName || 'Groundwork'}</span>
        <time dateTime={comment.createdAt}>{formatDateTime(comment.createdAt, timeZone)}</time>
      </p>
      <p className="mt-1 break-words whitespace-pre-wrap">{withMentions(comment.body, comment.mentions)}</p>
    </li>
  );
}

/** The body with each mentioned '@Name' set apart. */
function withMentions(body: string, mentions: TicketComment['mentions']): ReactNode[] {
  const names = [...new Set(mentions.map((mention) => `@${mention.name}`))].sort((a, b) => b.length - a.length);
  if (names.length === 0) return [body];
  const pattern = new RegExp(`(${names.map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})`, 'g');
  return body.split(pattern).map((part, index) =>
    names.includes(part) ? (
      <strong key={index} className="font-medium text-primary">
        {part}
      </strong>
    ) : (
      part
    ),
  );
}

/**
 * The new comment's box. '@' followed by letters opens a list of matching people (arrows move, Enter or Tab picks,
 * Escape closes); the picked ones still named in the text are sent as mentionIds and told by e-mail.
 */
function CommentComposer({ ticketId, people }: { ticketId: string; people: readonly NamedOption[] }) {
  const addComment = useAddTicketComment();
  // One key generator for the life of the form: a retry of the same body reuses its key.
  const [keyFor] = useState(idempotencyKeys);
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const listId = useId();
  const [body, setBody] = useState('');
  const [picked, setPicked] = useState<NamedOption[]>([]);
  const [mention, setMention] = useState<{ start: number; query: string } | null>(null);
  const [active, setActive] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const matches = mention ? matchingPeople(people, mention.query) : [];
  const open = matches.length > 0;
  const busy = addComment.isPending;

  const follow = (text: string, caret: number) => {
    const at = mentionQueryAt(text, caret);
    setMention(at);
    if (at?.query !== mention?.query) setActive(0);
  };

  const pick = (person: NamedOption) => {
    if (!mention) return;
    const next = insertMention(body, mention, person);
    setBody(next.text);
    setPicked((current) => (current.some((item) => item.id === person.id) ? current : [...current, person]));
    setMention(null);
    requestAnimationFrame(() => {
      textareaRef.current?.focus();
      textareaRef.current?.setSelectionRange(next.caret, next.caret);
    });
  };

  const submit = () => {
    if (busy) return;
    const text = body.trim();
    if (!text) {
      setError(TICKET_COMMENT_REQUIRED_MESSAGE);
      textareaRef.current?.focus();
      return;
    }
    const input = { body: text, mentionIds: mentionedIds(text, picked).slice(0, MAX_MENTIONS) };
    setError(null);
    addComment.mutate(
      { ticketId, input, idempotencyKey: keyFor({ ticketId, input }) },
      {
        onSuccess: () => {
          setBody('');
          setPicked([]);
          toast.success('Comment added');
        },
        onError: (failure) => {
          const fieldMessage = isApiError(failure) ? (failure.fieldErrors.body?.[0] ?? failure.fieldErrors.mentionIds?.[0]) : undefined;
          if (fieldMessage) setError(fieldMessage);
          toast.error(TICKET_COMMENT_FAILED, { description: fieldMessage ?? errorMessage(failure) });
        },
      },
    );
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (open) {
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        setActive((index) => (index + (event.key === 'ArrowDown' ? 1 : matches.length - 1)) % matches.length);
        return;
      }
      if (event.key === 'Enter' || event.key === 'Tab') {
        event.preventDefault();
        pick(matches[Math.min(active, matches.length - 1)]!);
        return;
      }
      if (event.key === 'Escape') {
        event.preventDefault();
        setMention(null);
        return;
      }
    }
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      submit();
    }
  };

  const inputId = `${listId}-input`;
  const hintId = `${listId}-hint`;
  const errorId = `${listId}-error`;
  return (
    <div className="grid gap-2">
      <Label htmlFor={inputId}>Add a comment</Label>
      <div className="relative">
        <Textarea
          ref={textareaRef}
          id={inputId}
          rows={3}
          value={body}
          placeholder={people.length > 0 ? 'Type @ to mention someone' : undefined}
          aria-autocomplete="list"
          aria-controls={open ? listId : undefined}
          aria-activedescendant={open ? `${listId}-${Math.min(active, matches.length - 1)}` : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : hintId}
          onChange={(event) => {
            setBody(event.target.value);
            if (error) setError(null);
            follow(event.target.value, event.target.selectionStart);
          }}
          onSelect={(event) => follow(event.currentTarget.value, event.currentTarget.selectionStart)}
          onKeyDown={onKeyDown}
          onBlur={() => setMention(null)}
        />
        {open && (
          <ul id={listId} role="listbox" aria-label="People to mention" className="absolute z-50 mt-1 max-h-56 w-full overflow-y-auto rounded-md border border-border bg-card p-1 text-sm shadow-lg">
            {matches.map((person, index) => (
              <li
                key={person.id}
                id={`${listId}-${index}`}
                role="option"
                aria-selected={index === active}
                className={cn('cursor-pointer rounded px-2 py-1.5', index === active && 'bg-muted')}
                // mousedown, not click: picking must happen before the textarea's blur closes the list.
                onMouseDown={(event) => {
                  event.preventDefault();
                  pick(person);
                }}
                onMouseMove={() => setActive(index)}
              >
                {person.name}
              </li>
            ))}
          </ul>
        )}
      </div>
      <p className="sr-only" aria-live="polite">
        {open ? `${matches.length} ${matches.length === 1 ? 'person matches' : 'people match'}. Use the arrow keys and Enter to mention one.` : ''}
      </p>
      {error ? (
        <p id={errorId} className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : (
        <p id={hintId} className="text-xs text-muted-foreground">
          {people.length > 0 ? 'Mentioned people are told by e-mail. Ctrl+Enter adds the comment.' : 'Ctrl+Enter adds the comment.'}
        </p>
      )}
      <div className="flex justify-end">
        <Button type="button" variant="outline" onClick={submit} disabled={busy}>
          {busy ? <Loader2Icon className="animate-spin" aria-hidden="true" /> : <SendIcon aria-hidden="true" />}
          Add comment
        </Button>
      </div>
    </div>
  );
}
