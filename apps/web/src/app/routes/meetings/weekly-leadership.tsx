import { MeetingsPage } from './meetings-page';

export default function WeeklyLeadershipRoute() {
  return <MeetingsPage kind="weekly_leadership" />;
}
