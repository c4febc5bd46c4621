import { useSearchParams } from 'react-router';
import { Page, PageHeader } from '@/components/layouts/page';
import { FormField } from '@/components/ui/form-field';
import { LoadError, LoadingRows } from '@/components/ui/load-states';
import { NativeSelect } from '@/components/ui/native-select';
import { useAuth } from '@/features/auth/auth-provider';
import { useDevelopmentPeople } from '@/features/people-development/api/get-people-development';
import { useOneOnOnes } from '@/features/people-development/api/one-on-ones';
import { OneOnOnesBoard } from '@/features/people-development/components/one-on-ones-board';
import { useCompanyPeople } from '@/lib/company-people';
import { paths } from '@/lib/paths';
import { BackToPeople } from './thirty-day-onboarding';

/** /business-development/people/one-on-one-meetings: each employee with their manager; commitments become to-dos. */
export default function OneOnOneMeetingsRoute() {
  const { user } = useAuth();
  const [searchParams, setSearchParams] = useSearchParams();
  const employeeId = searchParams.get('employee');
  const people = useDevelopmentPeople();
  const meetings = useOneOnOnes(employeeId);
  const owners = useCompanyPeople();
  const choose = (id: string) => setSearchParams(id ? { employee: id } : {}, { replace: true });
  return (
    <Page className="max-w-5xl">
      <PageHeader
        title="One-on-One Meetings"
        description="Each employee with their manager from the org chart: an agenda, notes, and commitments that become to-dos."
        actions={<BackToPeople />}
      />
      {people.isPending || meetings.isPending || owners.isPending ? (
        <LoadingRows label="Loading one-on-ones" />
      ) : people.isError || meetings.isError || owners.isError ? (
        <LoadError
          title="Could not load the one-on-ones"
          error={people.error ?? meetings.error ?? owners.error}
          onRetry={() => {
            void people.refetch();
            void meetings.refetch();
            void owners.refetch();
          }}
        />
      ) : (
        <div className="grid gap-6">
          {people.data.people.length > 1 && (
            <FormField id="one-on-ones-employee" label="Show one-on-ones of" className="max-w-sm">
              {(control) => (
                <NativeSelect {...control} value={employeeId ?? ''} onChange={(event) => choose(event.target.value)}>
                  <option value="">Everyone</option>
                  {people.data.people.map((person) => (
                    <option key={person.id} value={person.id}>
                      {person.name}
                      {person.isSelf ? ' (you)' : ''}
                    </option>
                  ))}
                </NativeSelect>
              )}
            </FormField>
          )}
          <OneOnOnesBoard key={employeeId ?? 'everyone'} list={meetings.data} people={people.data} owners={owners.data} employeeId={employeeId} userId={user?.id ?? ''} todosPath={paths.planning} />
        </div>
      )}
    </Page>
  );
}
