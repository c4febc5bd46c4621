import { MeetingsPage } from './meetings-page';

export default function QuarterlyReviewRoute() {
  return <MeetingsPage kind="quarterly_review" />;
}
