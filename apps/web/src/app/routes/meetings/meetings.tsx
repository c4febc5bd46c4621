import { MeetingsPage } from './meetings-page';

export default function MeetingsRoute() {
  return <MeetingsPage kind={null} />;
}
