import { skipWorkOrderInputSchema, type DispatchOrder, type SkipWorkOrderInput } from '@groundwork/domain/dispatch';
import { workOrderReasonLabels, workOrderReasons, type WorkOrderReason } from '@groundwork/domain/orders';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Field, fieldA11y } from '@/components/ui/field';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { updateDraft, useOrderDraft } from '../order-draft';

/** Skip: why (required) and a note for the office; kept on the phone as it is typed. */
export function SkipWorkOrderForm({ order, busy, serverErrors, onSubmit, onCancel }: { order: DispatchOrder; busy: boolean; serverErrors: Record<string, string>; onSubmit: (body: SkipWorkOrderInput) => void; onCancel: () => void }) {
  const { draft } = useOrderDraft(order.id);
  const values = draft.skip ?? { reason: '', note: '' };
  const [clientErrors, setClientErrors] = useState<Record<string, string>>({});
  const errors = { ...serverErrors, ...clientErrors };
  const reasonId = `skip-reason-${order.id}`;
  const noteId = `skip-note-${order.id}`;

  const submit = () => {
    const body = { updatedAt: order.updatedAt, reason: values.reason as WorkOrderReason, note: values.note };
    const result = skipWorkOrderInputSchema.safeParse(body);
    if (!result.success) {
      setClientErrors(Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message])));
      return;
    }
    setClientErrors({});
    onSubmit(body);
  };

  return (
    <form
      className="grid gap-4"
      aria-label="Skip the work order"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Field id={reasonId} label="Reason" error={errors.reason}>
        <NativeSelect
          {...fieldA11y(reasonId, errors.reason)}
          className="[&_select]:h-11"
          value={values.reason}
          onChange={(event) => updateDraft(order.id, { skip: { ...values, reason: event.target.value as WorkOrderReason | '' } })}
        >
          <option value="">Choose why</option>
          {workOrderReasons.map((reason) => (
            <option key={reason} value={reason}>
              {workOrderReasonLabels[reason]}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Field id={noteId} label="Note for the office" error={errors.note}>
        <Textarea {...fieldA11y(noteId, errors.note)} rows={2} value={values.note} onChange={(event) => updateDraft(order.id, { skip: { ...values, note: event.target.value } })} />
      </Field>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant="destructive" className="min-h-11" disabled={busy}>
          Skip work order
        </Button>
        <Button type="button" variant="outline" className="min-h-11" onClick={onCancel}>
          Keep it
        </Button>
      </div>
    </form>
  );
}
