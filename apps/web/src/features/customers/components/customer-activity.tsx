import { ActivityTimeline } from '@/components/clients/activity-timeline';
import { useAddCustomerNote } from '../api/add-customer-note';
import { useCustomerActivities } from '../api/get-customer-activities';

/** Notes and history of one customer, newest first, with a box to add a note. */
export function CustomerActivity({ customerId }: { customerId: string }) {
  const activities = useCustomerActivities(customerId);
  const addNote = useAddCustomerNote();
  return (
    <ActivityTimeline
      noteId="customer-note"
      activities={activities}
      onAddNote={(input, callbacks) => addNote.mutate({ customerId, input }, callbacks)}
      isAddingNote={addNote.isPending}
    />
  );
}
