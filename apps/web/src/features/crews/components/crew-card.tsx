import { crewMemberRoleLabels, crewSpecializationLabels, crewStatusLabels, type Crew } from '@groundwork/domain/crews';
import { PencilIcon, Trash2Icon, UsersRoundIcon } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatCurrency } from '@/lib/format';

type CrewCardProps = {
  crew: Crew;
  onEdit: (crew: Crew) => void;
  onManageMembers: (crew: Crew) => void;
  onDelete: (crew: Crew) => void;
};

/** One crew: who is on the truck, how many, and what an hour of the whole crew costs. */
export function CrewCard({ crew, onEdit, onManageMembers, onDelete }: CrewCardProps) {
  const headingId = `crew-${crew.id}-name`;
  return (
    <article aria-labelledby={headingId} className="flex flex-col gap-4 rounded-xl border border-border bg-card p-5 shadow-xs">
      <header className="flex items-start justify-between gap-3">
        <div className="min-w-0 space-y-1">
          <h2 id={headingId} className="truncate text-base font-semibold text-foreground">
            {crew.name}
          </h2>
          <div className="flex flex-wrap gap-1.5">
            <Badge variant={crew.status === 'active' ? 'success' : 'muted'}>{crewStatusLabels[crew.status]}</Badge>
            <Badge variant="outline">{crewSpecializationLabels[crew.specialization]}</Badge>
          </div>
        </div>
        <div className="flex shrink-0 gap-1">
          <Button variant="ghost" size="icon" aria-label={`Edit ${crew.name}`} onClick={() => onEdit(crew)}>
            <PencilIcon aria-hidden="true" />
          </Button>
          <Button variant="ghost" size="icon" aria-label={`Delete ${crew.name}`} onClick={() => onDelete(crew)}>
            <Trash2Icon aria-hidden="true" />
          </Button>
        </div>
      </header>
      {crew.description && <p className="line-clamp-2 text-sm text-muted-foreground">{crew.description}</p>}
      <dl className="grid grid-cols-2 gap-3 rounded-lg bg-muted/50 p-3 text-sm">
        <div>
          <dt className="text-xs text-muted-foreground">Crew size</dt>
          <dd className="font-semibold tabular-nums">{crew.size}</dd>
        </div>
        <div>
          <dt className="text-xs text-muted-foreground">Loaded labour cost / hour</dt>
          <dd className="font-semibold tabular-nums">{formatCurrency(crew.loadedLaborCostPerHour)}</dd>
        </div>
      </dl>
      <ul className="grid gap-1 text-sm" aria-label={`Members of ${crew.name}`}>
        {crew.members.length === 0 && <li className="text-muted-foreground">No members yet.</li>}
        {crew.members.map((member) => (
          <li key={member.id} className="flex items-center justify-between gap-2">
            <span className="truncate">
              {member.employee.firstName} {member.employee.lastName}
            </span>
            <Badge variant={member.role === 'leader' ? 'default' : 'muted'}>{crewMemberRoleLabels[member.role]}</Badge>
          </li>
        ))}
      </ul>
      <div className="mt-auto">
        <Button variant="outline" size="sm" onClick={() => onManageMembers(crew)} aria-label={`Manage members of ${crew.name}`}>
          <UsersRoundIcon aria-hidden="true" />
          Manage members
        </Button>
      </div>
    </article>
  );
}
