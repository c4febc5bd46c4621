import { randomUUID } from 'node:crypto';
import type { CrewSpecialization } from '@groundwork/domain/crews';
import type { Db } from '../client';
import { crewMembers, crews } from '../schema';

interface DemoCrew {
  name: string;
  description: string;
  specialization: CrewSpecialization;
  /** Employee numbers; the first leads the crew. */
  members: string[];
  startDate: string;
}

const demoCrews: DemoCrew[] = [
  { name: 'Maintenance Crew A', description: 'Residential weekly mowing and bed care, south routes', specialization: 'maintenance', members: ['E-009', 'E-011', 'E-012'], startDate: '2025-04-01' },
  { name: 'Maintenance Crew B', description: 'Commercial properties and HOAs, north routes', specialization: 'maintenance', members: ['E-010', 'E-013', 'E-014'], startDate: '2025-04-01' },
  { name: 'Install Crew 1', description: 'Patios, retaining walls and planting projects', specialization: 'hardscape', members: ['E-017', 'E-018', 'E-019', 'E-020'], startDate: '2025-04-07' },
  { name: 'Irrigation Team', description: 'Start-ups, repairs, winterisations and new systems', specialization: 'irrigation', members: ['E-021', 'E-022', 'E-023'], startDate: '2025-04-14' },
  { name: 'Snow Route North', description: 'Plowing and salting for commercial lots north of the river', specialization: 'snow_removal', members: ['E-024', 'E-025'], startDate: '2024-11-15' },
];

/** The demo company's five crews with a leader each; `employeeIds` maps demo employee numbers to their ids. */
export async function seedDemoCrews(db: Db, companyId: string, employeeIds: ReadonlyMap<string, string>): Promise<void> {
  const now = new Date();
  const ids = demoCrews.map(() => randomUUID());
  await db.insert(crews).values(
    demoCrews.map((crew, index) => ({
      id: ids[index]!,
      companyId,
      name: crew.name,
      description: crew.description,
      specialization: crew.specialization,
      status: 'active' as const,
      createdAt: now,
      updatedAt: now,
    })),
  );
  await db.insert(crewMembers).values(
    demoCrews.flatMap((crew, index) =>
      crew.members.map((member, position) => ({
        companyId,
        crewId: ids[index]!,
        employeeId: employeeIds.get(member)!,
        role: position === 0 ? ('leader' as const) : ('member' as const),
        startDate: crew.startDate,
      })),
    ),
  );
}
