import { MAX_RATING, MIN_RATING, type MeetingResult } from '@groundwork/domain/meetings';
import { NativeSelect } from '@/components/ui/native-select';
import { toast } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api-client';
import { useRateMeeting } from '../api/meetings';

const ratings = Array.from({ length: MAX_RATING - MIN_RATING + 1 }, (_, index) => MIN_RATING + index);

/**
 * Conclude: each attendee rates the meeting 1–10. An attendee gives their own; the one running it may record each
 * attendee's as they call it out. Anything under 8 is worth asking why.
 */
export function RatingPanel({ result, userId }: { result: MeetingResult; userId: string }) {
  const rate = useRateMeeting();
  const { meeting, canRun } = result;
  const running = meeting.status === 'in_progress';
  return (
    <div className="grid gap-3">
      <p className="text-sm">
        Average: <strong>{meeting.averageRating === null ? 'no ratings yet' : `${meeting.averageRating.toFixed(1)} / 10`}</strong>
      </p>
      <ul className="grid gap-2 sm:grid-cols-2" aria-label="Ratings">
        {meeting.attendees.map((attendee) => {
          const mayRate = running && (canRun || attendee.userId === userId);
          return (
            <li key={attendee.userId} className="flex items-center justify-between gap-3 rounded-md border border-border px-3 py-2">
              <span className="min-w-0 break-words">{attendee.name}</span>
              {mayRate ? (
                <NativeSelect
                  aria-label={`Rating from ${attendee.name}`}
                  className="w-24"
                  value={attendee.rating === null ? '' : String(attendee.rating)}
                  onChange={(event) =>
                    rate.mutate(
                      { id: meeting.id, userId: attendee.userId, rating: Number(event.target.value) },
                      { onError: (error) => toast.error('Could not save the rating', { description: errorMessage(error) }) },
                    )
                  }
                >
                  <option value="" disabled>
                    —
                  </option>
                  {ratings.map((value) => (
                    <option key={value} value={value}>
                      {value}
                    </option>
                  ))}
                </NativeSelect>
              ) : (
                <span className="tabular-nums">{attendee.rating ?? '—'}</span>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
