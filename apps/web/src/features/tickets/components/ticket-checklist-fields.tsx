import { MAX_CHECKLIST_ITEMS } from '@groundwork/domain/tickets';
import { ArrowDownIcon, ArrowUpIcon, PlusIcon, Trash2Icon } from 'lucide-react';
import { useId, useState } from 'react';
import { Controller, useFieldArray, useWatch, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import type { TicketFormValues } from '../ticket-form-values';

type TicketChecklistFieldsProps = {
  control: Control<TicketFormValues>;
  register: UseFormRegister<TicketFormValues>;
  errors: FieldErrors<TicketFormValues>['checklist'];
  disabled: boolean;
};

/** The checklist: tick, rename, reorder and remove lines, add new ones (Enter in the new line's box adds it). */
export function TicketChecklistFields({ control, register, errors, disabled }: TicketChecklistFieldsProps) {
  const { fields, append, remove, swap } = useFieldArray({ control, name: 'checklist' });
  // The lines as typed and ticked now (`fields` holds them as they were added).
  const rows = useWatch({ control, name: 'checklist' });
  const [draft, setDraft] = useState('');
  const newId = useId();
  const full = fields.length >= MAX_CHECKLIST_ITEMS;
  const add = () => {
    if (!draft.trim() || full) return;
    append({ itemId: null, text: draft.trim(), done: false });
    setDraft('');
  };
  const done = rows.filter((row) => row.done).length;
  const listError = errors?.message ?? errors?.root?.message;

  return (
    <fieldset className="grid gap-2" disabled={disabled}>
      <legend className="mb-1 flex w-full items-baseline justify-between gap-2 text-base font-medium">
        Checklist
        {fields.length > 0 && (
          <span className="text-xs font-normal text-muted-foreground tabular-nums">
            {done} of {fields.length} done
          </span>
        )}
      </legend>
      {fields.length > 0 && (
        <ol className="grid gap-1.5">
          {fields.map((field, index) => {
            const textId = `${newId}-item-${index}`;
            const textError = errors?.[index]?.text?.message;
            const name = rows[index]?.text.trim() || `item ${index + 1}`;
            return (
              <li key={field.id} className="grid gap-1">
                <div className="flex items-center gap-1.5">
                  <Controller
                    control={control}
                    name={`checklist.${index}.done`}
                    render={({ field: doneField }) => (
                      <Checkbox
                        aria-label={`Done: ${name}`}
                        checked={doneField.value}
                        onCheckedChange={(checked) => doneField.onChange(checked === true)}
                        onBlur={doneField.onBlur}
                        className="mr-1"
                      />
                    )}
                  />
                  <Label htmlFor={textId} className="sr-only">
                    Checklist item {index + 1}
                  </Label>
                  <Input
                    id={textId}
                    className="h-9 min-w-0 flex-1"
                    autoComplete="off"
                    aria-invalid={textError ? true : undefined}
                    aria-describedby={textError ? `${textId}-error` : undefined}
                    {...register(`checklist.${index}.text`)}
                  />
                  <Button type="button" variant="ghost" size="icon" className="size-8" disabled={index === 0} onClick={() => swap(index, index - 1)} aria-label={`Move “${name}” up`}>
                    <ArrowUpIcon aria-hidden="true" />
                  </Button>
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    className="size-8"
                    disabled={index === fields.length - 1}
                    onClick={() => swap(index, index + 1)}
                    aria-label={`Move “${name}” down`}
                  >
                    <ArrowDownIcon aria-hidden="true" />
                  </Button>
                  <Button type="button" variant="ghost" size="icon" className="size-8 text-destructive" onClick={() => remove(index)} aria-label={`Remove “${name}”`}>
                    <Trash2Icon aria-hidden="true" />
                  </Button>
                </div>
                {textError && (
                  <p id={`${textId}-error`} className="pl-8 text-sm font-medium text-destructive">
                    {textError}
                  </p>
                )}
              </li>
            );
          })}
        </ol>
      )}
      <div className="flex gap-2">
        <Label htmlFor={`${newId}-new`} className="sr-only">
          New checklist item
        </Label>
        <Input
          id={`${newId}-new`}
          className="h-9 min-w-0 flex-1"
          placeholder={full ? `A checklist holds ${MAX_CHECKLIST_ITEMS} items` : 'Add an item'}
          autoComplete="off"
          value={draft}
          disabled={full}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            // Enter adds the line rather than saving the whole task.
            if (event.key === 'Enter') {
              event.preventDefault();
              add();
            }
          }}
        />
        <Button type="button" variant="outline" size="sm" className="h-9" onClick={add} disabled={full || !draft.trim()}>
          <PlusIcon aria-hidden="true" />
          Add item
        </Button>
      </div>
      {listError && <p className="text-sm font-medium text-destructive">{listError}</p>}
    </fieldset>
  );
}
