import { randomUUID } from 'node:crypto';
import { treeLayout } from '@groundwork/domain/org-chart';
import { notExists, eq } from 'drizzle-orm';
import type { Database, Db } from '../client';
import { companies, orgPositionHolders, orgPositions, positionTemplates, positionTemplateSeedings } from '../schema';
import { positionTemplateLibrary } from './position-template-library';

function libraryRowsFor(companyId: string, now: Date): Array<typeof positionTemplates.$inferInsert> {
  return positionTemplateLibrary.map((template) => ({
    companyId,
    libraryKey: template.key,
    title: template.title,
    department: template.department,
    purpose: template.purpose,
    keyResponsibilities: template.keyResponsibilities,
    kpis: template.kpis,
    createdAt: now,
    updatedAt: now,
  }));
}

/** Gives companies the position template library once, and records that they have it. Two inserts, any number of companies. */
export async function seedPositionTemplates(db: Db, companyIds: readonly string[]): Promise<void> {
  if (companyIds.length === 0) return;
  const now = new Date();
  await db
    .insert(positionTemplates)
    .values(companyIds.flatMap((companyId) => libraryRowsFor(companyId, now)))
    .onConflictDoNothing();
  await db
    .insert(positionTemplateSeedings)
    .values(companyIds.map((companyId) => ({ companyId, seededAt: now })))
    .onConflictDoNothing();
}

/**
 * Runs at every start: companies created before the library existed get it once. The seedings table remembers who
 * has it, so a template a company deleted on purpose does not come back at the next restart.
 */
export async function seedPositionTemplatesForExistingCompanies(database: Database): Promise<void> {
  const missing = await database.db
    .select({ id: companies.id })
    .from(companies)
    .where(notExists(database.db.select().from(positionTemplateSeedings).where(eq(positionTemplateSeedings.companyId, companies.id))));
  await seedPositionTemplates(
    database.db,
    missing.map((company) => company.id),
  );
}

interface DemoPosition {
  key: string;
  title: string;
  /** Library template the text comes from. */
  template: string;
  reportsTo: string | null;
  holders: string[];
}

/** The demo company's chart: 13 positions from owner to crew members, held by the demo employees. */
const demoPositions: DemoPosition[] = [
  { key: 'owner', title: 'Owner / CEO', template: 'owner', reportsTo: null, holders: ['E-001'] },
  { key: 'gm', title: 'General Manager', template: 'general_manager', reportsTo: 'owner', holders: ['E-002'] },
  { key: 'office', title: 'Office Manager', template: 'office_manager', reportsTo: 'gm', holders: ['E-003', 'E-004'] },
  { key: 'sales', title: 'Sales Manager', template: 'sales_estimator', reportsTo: 'gm', holders: ['E-005'] },
  { key: 'estimator', title: 'Sales Estimator', template: 'sales_estimator', reportsTo: 'sales', holders: ['E-006'] },
  { key: 'account', title: 'Account Manager', template: 'account_manager', reportsTo: 'sales', holders: ['E-007'] },
  { key: 'maintenance', title: 'Maintenance Manager', template: 'maintenance_manager', reportsTo: 'gm', holders: ['E-008'] },
  { key: 'crew_leader', title: 'Crew Leader / Foreman', template: 'crew_leader', reportsTo: 'maintenance', holders: ['E-009', 'E-010'] },
  { key: 'crew_member', title: 'Crew Member / Labourer', template: 'crew_member', reportsTo: 'crew_leader', holders: ['E-011', 'E-012', 'E-013', 'E-014'] },
  { key: 'install', title: 'Installation Manager', template: 'installation_manager', reportsTo: 'gm', holders: ['E-016'] },
  { key: 'irrigation', title: 'Irrigation Supervisor', template: 'irrigation_technician', reportsTo: 'gm', holders: ['E-021'] },
  { key: 'irrigation_tech', title: 'Irrigation Technician', template: 'irrigation_technician', reportsTo: 'irrigation', holders: ['E-022', 'E-023'] },
  { key: 'mechanic', title: 'Fleet Mechanic', template: 'mechanic', reportsTo: 'gm', holders: ['E-026'] },
];

/** The demo org chart, laid out as a tree; `employeeIds` maps demo employee numbers to their ids. */
export async function seedDemoOrgChart(db: Db, companyId: string, employeeIds: ReadonlyMap<string, string>): Promise<void> {
  const ids = new Map(demoPositions.map((position) => [position.key, randomUUID()]));
  const layout = treeLayout(demoPositions.map((position) => ({ id: position.key, reportsToId: position.reportsTo })));
  const library = new Map(positionTemplateLibrary.map((template) => [template.key, template]));
  const now = new Date();
  await db.insert(orgPositions).values(
    demoPositions.map((position) => {
      const template = library.get(position.template)!;
      return {
        id: ids.get(position.key)!,
        companyId,
        title: position.title,
        department: template.department,
        reportsToId: position.reportsTo ? ids.get(position.reportsTo)! : null,
        purpose: template.purpose,
        keyResponsibilities: template.keyResponsibilities,
        kpis: template.kpis,
        x: layout.get(position.key)!.x,
        y: layout.get(position.key)!.y,
        createdAt: now,
        updatedAt: now,
      };
    }),
  );
  await db.insert(orgPositionHolders).values(
    demoPositions.flatMap((position) =>
      position.holders.map((holder) => ({ companyId, positionId: ids.get(position.key)!, employeeId: employeeIds.get(holder)! })),
    ),
  );
}
