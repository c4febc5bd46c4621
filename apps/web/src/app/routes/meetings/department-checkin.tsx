import { MeetingsPage } from './meetings-page';

export default function DepartmentCheckinRoute() {
  return <MeetingsPage kind="department_checkin" />;
}
