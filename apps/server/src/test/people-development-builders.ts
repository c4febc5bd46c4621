import { signedInUser, type SignedInUser } from './builders';
import { anEmployee } from './people-builders';
import type { TestApp } from './test-app';

/**
 * A small company on its org chart, for people development: the owner (an admin with no seat), an office manager, and
 * the chart Owner ← Maintenance Manager (Luis, who signs in as an estimator) ← Crew Leader (Carlos, a crew leader) ←
 * Crew Member (Jake, who signs in too, and Noah, a new hire without a sign-in). Tess, an estimator, is on no seat.
 */
export interface Team {
  owner: SignedInUser;
  officeManager: SignedInUser;
  /** Luis: his employee holds the Maintenance Manager seat. */
  manager: SignedInUser;
  /** Carlos: holds the Crew Leader seat, right above the crew members. */
  crewLeader: SignedInUser;
  /** Jake: a crew member who signs in. */
  crewMember: SignedInUser;
  /** Tess: an estimator on no seat, nobody's manager. */
  outsider: SignedInUser;
  employees: { luis: string; carlos: string; jake: string; noah: string; tess: string };
  positions: { owner: string; maintenance: string; crewLeader: string; crewMember: string };
}

export const CREW_MEMBER_RESPONSIBILITIES = ['Run the mowing route safely', 'Do the daily equipment checks'];
export const TEAM_VALUES = [
  { name: 'Safety first', practice: 'Glasses and ear protection on every job' },
  { name: 'Own the result', practice: 'We walk the property before we leave' },
];

async function position(t: TestApp, owner: SignedInUser, body: Record<string, unknown>): Promise<string> {
  const response = await t.call('POST', '/org_positions', { token: owner.token, body });
  if (response.status !== 200) throw new Error(`creating a position failed: ${response.status} ${response.text}`);
  return response.body.data.position.id as string;
}

export async function aTeam(t: TestApp): Promise<Team> {
  const owner = await signedInUser(t);
  const companyId = owner.companyId;
  const [officeManager, manager, crewLeader, crewMember, outsider] = await Promise.all([
    signedInUser(t, { role: 'office_manager', companyId }),
    signedInUser(t, { role: 'estimator', companyId }),
    signedInUser(t, { role: 'crew_leader', companyId }),
    signedInUser(t, { role: 'estimator', companyId }),
    signedInUser(t, { role: 'estimator', companyId }),
  ]);
  // Employees are linked to sign-ins by e-mail (typed in any case).
  const luis = await anEmployee(t, owner, { firstName: 'Luis', lastName: 'Hernandez', email: manager.email.toUpperCase(), position: 'Maintenance Manager', hireDate: '2015-04-01' });
  const carlos = await anEmployee(t, owner, { firstName: 'Carlos', lastName: 'Mendoza', email: crewLeader.email, position: 'Crew Leader', hireDate: '2019-04-01' });
  const jake = await anEmployee(t, owner, { firstName: 'Jake', lastName: 'Olson', email: crewMember.email, position: 'Labourer', hireDate: '2024-04-08' });
  const noah = await anEmployee(t, owner, { firstName: 'Noah', lastName: 'Lindgren', email: null, position: 'Labourer', hireDate: null });
  const tess = await anEmployee(t, owner, { firstName: 'Tess', lastName: 'Nguyen', email: outsider.email, department: 'Sales', position: 'Estimator' });
  const top = await position(t, owner, { title: 'Owner / CEO', department: 'Office' });
  const maintenance = await position(t, owner, { title: 'Maintenance Manager', department: 'Maintenance', reportsToId: top, keyResponsibilities: ['Run the crews’ week'], employeeIds: [luis.id] });
  const leader = await position(t, owner, { title: 'Crew Leader', department: 'Maintenance', reportsToId: maintenance, keyResponsibilities: ['Lead the crew on site'], employeeIds: [carlos.id] });
  const member = await position(t, owner, {
    title: 'Crew Member',
    department: 'Maintenance',
    reportsToId: leader,
    keyResponsibilities: CREW_MEMBER_RESPONSIBILITIES,
    employeeIds: [jake.id, noah.id],
  });
  await t.database.query("update company_information set company_values = jsonb_set(company_values, '{coreValues}', $1::jsonb) where company_id = $2", [JSON.stringify(TEAM_VALUES), companyId]);
  return {
    owner,
    officeManager,
    manager,
    crewLeader,
    crewMember,
    outsider,
    employees: { luis: luis.id, carlos: carlos.id, jake: jake.id, noah: noah.id, tess: tess.id },
    positions: { owner: top, maintenance, crewLeader: leader, crewMember: member },
  };
}
