import {
  crewMemberRoleLabels,
  crewMemberRoles,
  crewMessages,
  memberAssignedMessage,
  memberRemovedMessage,
  type Crew,
  type CrewMember,
  type CrewMemberRole,
} from '@groundwork/domain/crews';
import { Loader2Icon, UserMinusIcon, UserPlusIcon } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { toast } from '@/components/ui/toaster';
import { isApiError, serverMessageOr } from '@/lib/api-client';
import { formatCurrency } from '@/lib/format';
import { useAddCrewMember } from '../api/add-crew-member';
import { useRemoveCrewMember } from '../api/remove-crew-member';
import { useUpdateCrewMember } from '../api/update-crew-member';

/** An employee who can be put on a crew (the screen passes the roster in). */
export type AssignableEmployee = { id: string; name: string; position: string; status: string };

type CrewMembersDialogProps = {
  crew: Crew | null;
  employees: readonly AssignableEmployee[];
  onClose: () => void;
};


/** Today in the browser's calendar, as the YYYY-MM-DD a date input holds. */
function today(): string {
  const now = new Date();
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

const memberName = (member: CrewMember) => `${member.employee.firstName} ${member.employee.lastName}`;

/** Who is on the crew: assign an employee as leader or member from a start date, change a role, remove someone. */
export function CrewMembersDialog({ crew, employees, onClose }: CrewMembersDialogProps) {
  return (
    <Dialog open={crew !== null} onOpenChange={(open) => !open && onClose()}>
      {crew && (
        <DialogContent className="max-w-2xl overflow-y-auto sm:max-w-2xl">
          <DialogHeader>
            <DialogTitle>Members of {crew.name}</DialogTitle>
            <DialogDescription>
              {crew.size} {crew.size === 1 ? 'member' : 'members'} · {formatCurrency(crew.loadedLaborCostPerHour)} loaded labour cost per hour
            </DialogDescription>
          </DialogHeader>
          <MemberList crew={crew} />
          <AssignMemberForm key={crew.id} crew={crew} employees={employees} />
        </DialogContent>
      )}
    </Dialog>
  );
}

function MemberList({ crew }: { crew: Crew }) {
  const updateMember = useUpdateCrewMember();
  const removeMember = useRemoveCrewMember();
  const [leaving, setLeaving] = useState<CrewMember | null>(null);

  const update = (member: CrewMember, input: { role?: CrewMemberRole; startDate?: string }) =>
    updateMember.mutate(
      { crewId: crew.id, memberId: member.id, input },
      {
        onSuccess: () => toast.success(crewMessages.memberUpdated),
        onError: (error) => toast.error(serverMessageOr(error, crewMessages.updateMemberFailed)),
      },
    );

  const remove = (member: CrewMember) =>
    removeMember.mutate(
      { crewId: crew.id, memberId: member.id },
      {
        onSuccess: () => {
          setLeaving(null);
          toast.success(memberRemovedMessage(memberName(member)));
        },
        onError: (error) => toast.error(serverMessageOr(error, crewMessages.removeMemberFailed)),
      },
    );

  if (crew.members.length === 0) return <p className="rounded-lg border border-dashed border-border p-4 text-sm text-muted-foreground">No members yet.</p>;

  return (
    <>
      <ConfirmDialog
        open={leaving !== null}
        onOpenChange={(open) => !open && setLeaving(null)}
        title={leaving ? `Remove ${memberName(leaving)} from ${crew.name}?` : ''}
        description="They stay on the roster and can be assigned to this crew again later."
        confirmLabel="Remove"
        busyLabel="Removing…"
        busy={removeMember.isPending}
        onConfirm={() => leaving && remove(leaving)}
      />
      <ul className="grid gap-2" aria-label="Current members">
        {crew.members.map((member) => {
          const name = memberName(member);
          return (
            <li key={member.id} className="grid items-end gap-3 rounded-lg border border-border p-3 sm:grid-cols-[1fr_9rem_10rem_auto]">
              <div className="min-w-0">
                <p className="truncate font-medium">{name}</p>
                <p className="truncate text-xs text-muted-foreground">
                  {member.employee.position} · {formatCurrency(member.employee.hourlyCost)}/h
                  {member.employee.status !== 'active' ? ` · ${member.employee.status.replace('_', ' ')}` : ''}
                </p>
              </div>
              <div className="grid gap-1">
                <Label htmlFor={`member-${member.id}-role`} className="text-xs text-muted-foreground">
                  Role of {name}
                </Label>
                <NativeSelect
                  id={`member-${member.id}-role`}
                  value={member.role}
                  disabled={updateMember.isPending}
                  onChange={(event) => update(member, { role: event.target.value as CrewMemberRole })}
                >
                  {crewMemberRoles.map((role) => (
                    <option key={role} value={role}>
                      {crewMemberRoleLabels[role]}
                    </option>
                  ))}
                </NativeSelect>
              </div>
              <div className="grid gap-1">
                <Label htmlFor={`member-${member.id}-start`} className="text-xs text-muted-foreground">
                  Start date of {name}
                </Label>
                <Input
                  id={`member-${member.id}-start`}
                  type="date"
                  defaultValue={member.startDate ?? ''}
                  disabled={updateMember.isPending}
                  onBlur={(event) => {
                    const value = event.target.value;
                    if (value && value !== member.startDate) update(member, { startDate: value });
                  }}
                />
              </div>
              <Button variant="ghost" size="icon" aria-label={`Remove ${name}`} disabled={removeMember.isPending} onClick={() => setLeaving(member)}>
                <UserMinusIcon aria-hidden="true" />
              </Button>
            </li>
          );
        })}
      </ul>
    </>
  );
}

function AssignMemberForm({ crew, employees }: { crew: Crew; employees: readonly AssignableEmployee[] }) {
  const addMember = useAddCrewMember();
  const [employeeId, setEmployeeId] = useState('');
  const [role, setRole] = useState<CrewMemberRole>('member');
  const [startDate, setStartDate] = useState(today);
  const [error, setError] = useState<string | null>(null);

  const onCrew = new Set(crew.members.map((member) => member.employeeId));
  // A terminated employee cannot be added (the server refuses too); someone already on the crew appears once.
  const choices = employees.filter((employee) => employee.status !== 'terminated' && !onCrew.has(employee.id));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!employeeId) {
      setError('Choose an employee');
      return;
    }
    setError(null);
    const chosen = employees.find((employee) => employee.id === employeeId);
    addMember.mutate(
      { crewId: crew.id, input: { employeeId, role, startDate: startDate || null } },
      {
        onSuccess: ({ member }) => {
          toast.success(memberAssignedMessage(chosen?.name ?? memberName(member)));
          setEmployeeId('');
          setRole('member');
        },
        onError: (failure) => {
          const message = serverMessageOr(failure, crewMessages.assignFailed);
          if (isApiError(failure) && failure.fieldErrors.employeeId?.[0]) setError(failure.fieldErrors.employeeId[0]);
          toast.error(message);
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-3 rounded-lg bg-muted/50 p-4" aria-label="Assign an employee">
      <h3 className="text-sm font-semibold">Assign an employee</h3>
      <div className="grid items-end gap-3 sm:grid-cols-[1fr_9rem_10rem_auto]">
        <div className="grid gap-1">
          <Label htmlFor="assign-employee">Employee</Label>
          <NativeSelect
            id="assign-employee"
            value={employeeId}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'assign-employee-error' : undefined}
            onChange={(event) => setEmployeeId(event.target.value)}
          >
            <option value="">Choose an employee</option>
            {choices.map((employee) => (
              <option key={employee.id} value={employee.id}>
                {employee.name} — {employee.position}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid gap-1">
          <Label htmlFor="assign-role">Role</Label>
          <NativeSelect id="assign-role" value={role} onChange={(event) => setRole(event.target.value as CrewMemberRole)}>
            {crewMemberRoles.map((item) => (
              <option key={item} value={item}>
                {crewMemberRoleLabels[item]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid gap-1">
          <Label htmlFor="assign-start-date">Start date</Label>
          <Input id="assign-start-date" type="date" value={startDate} onChange={(event) => setStartDate(event.target.value)} />
        </div>
        <Button type="submit" disabled={addMember.isPending}>
          {addMember.isPending ? <Loader2Icon className="animate-spin" aria-hidden="true" /> : <UserPlusIcon aria-hidden="true" />}
          Assign
        </Button>
      </div>
      {error && (
        <p id="assign-employee-error" className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
      {role === 'leader' && crew.members.some((member) => member.role === 'leader') && (
        <p className="text-xs text-muted-foreground">A crew has one leader: the current leader becomes a member.</p>
      )}
    </form>
  );
}
