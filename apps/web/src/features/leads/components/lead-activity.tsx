import { ActivityTimeline } from '@/components/clients/activity-timeline';
import { useAddLeadNote } from '../api/add-lead-note';
import { useLeadActivities } from '../api/get-lead-activities';

/** Notes and history of one lead, newest first, with a box to add a note. */
export function LeadActivity({ leadId }: { leadId: string }) {
  const activities = useLeadActivities(leadId);
  const addNote = useAddLeadNote();
  return (
    <ActivityTimeline
      noteId="lead-note"
      activities={activities}
      onAddNote={(input, callbacks) => addNote.mutate({ leadId, input }, callbacks)}
      isAddingNote={addNote.isPending}
    />
  );
}
