import { count, eq } from 'drizzle-orm';
import type { Database } from '../client';
import { companies, users } from '../schema';
import { addUser, createCompany, type CreatedAccount } from './companies';
import { seedDemoCompanySetup } from './company-setup';
import { seedDemoCrews } from './crews';
import { seedDemoChemicalApplications } from './chemical-applications';
import { seedDemoCoaching } from './coaching';
import { seedDemoClients } from './customers';
import { seedDemoEmployees } from './employees';
import { seedDemoEquipment, seedDemoEquipmentUpkeep } from './equipment';
import { seedDemoEstimates } from './estimates';
import { seedDemoGrowthPlan } from './growth-plan';
import { seedDemoHealthAssessments } from './health-scorecard';
import { seedDemoHiring } from './hiring';
import { seedDemoInvoices } from './invoices';
import { seedDemoJobs } from './jobs';
import { seedDemoMarketing } from './marketing';
import { seedDemoMeetings } from './meetings';
import { seedDemoWorkOrders } from './orders';
import { seedDemoDispatch } from './dispatch';
import { seedDemoDocuments } from './documents';
import { seedDemoOrgChart } from './org-chart';
import { seedDemoOverhead } from './overhead';
import { seedDemoPeopleDevelopment } from './people-development';
import { seedDemoPlanning } from './planning';
import { seedDemoServices } from './services';
import { seedDemoProducts } from './products';
import { seedDemoRounds } from './rounds';
import { seedDemoSalesTax } from './sales-tax';
import { seedDemoScorecard } from './scorecard';
import { seedDemoSeasonHistory } from './season-history';
import { seedDemoStore } from './store';
import { seedDemoSubcontractors } from './subcontractors';
import { seedDemoTickets } from './tickets';

export const DEMO_COMPANY = {
  name: 'Demo Landscaping',
  email: 'owner@demo-landscaping.test',
  firstName: 'Dana',
  lastName: 'Whitfield',
} as const;

/**
 * The demo's crew leader, to try the crew's phone view: Carlos Mendoza leads Maintenance Crew B, and a crew leader is
 * recognised by an employee on the crew with their sign-in e-mail. Same password as the owner.
 */
export const DEMO_CREW_LEADER = { email: 'carlos.mendoza@demo-landscaping.test', firstName: 'Carlos', lastName: 'Mendoza' } as const;

/** The demo's office manager (Priya Shah, employee E-003), who interviews with the owner. Same password as the owner. */
export const DEMO_OFFICE_MANAGER = { email: 'priya.shah@demo-landscaping.test', firstName: 'Priya', lastName: 'Shah' } as const;

/** On a database without companies, creates the demo company, its owner and a crew leader; returns the credentials once. */
export async function seedDemo(database: Database): Promise<(CreatedAccount & { crewLeaderEmail: string }) | undefined> {
  const [existing] = await database.db.select({ value: count() }).from(companies);
  if ((existing?.value ?? 0) > 0) return undefined;
  const created = await createCompany(database, { ...DEMO_COMPANY });
  await seedDemoCompanySetup(database.db, created.companyId, created.companyName);
  // Minnesota sales tax: Minneapolis 8.025 % is the default for clients; suburbs carry their county's category.
  await seedDemoSalesTax(database.db, created.companyId);
  // People: ~27 employees in a reporting tree, five crews with leaders, and an org chart of 13 positions.
  const employeeIds = await seedDemoEmployees(database.db, created.companyId);
  await seedDemoCrews(database.db, created.companyId, employeeIds);
  await seedDemoOrgChart(database.db, created.companyId, employeeIds);
  // Customers & leads: ~150 Twin Cities customers with properties, ~40 leads across the pipeline, custom fields.
  await seedDemoClients(database.db, created.companyId, created.userId);
  // Price book: 18 pieces of equipment, ~44 materials (8 samples every company gets + the demo's own), 5 subcontractors.
  await seedDemoEquipment(database.db, created.companyId);
  await seedDemoProducts(database.db, created.companyId);
  await seedDemoSubcontractors(database.db, created.companyId);
  // Overhead: a $1.2M maintenance company's P&L budget (MORS, 10 % target) and four overhead categories with items.
  await seedDemoOverhead(database.db, created.companyId);
  // Services after the price book: ~20 priced by matrices, recipes linked to crews, equipment and products by name.
  await seedDemoServices(database.db, created.companyId);
  // History before anything numbered: last season complete and this one to the week before last, billed and paid; sales.
  await seedDemoSeasonHistory(database.db, created.companyId, created.userId);
  // Estimates from the services: ten for customers and two leads, drafts to approved, numbered after the season history's.
  await seedDemoEstimates(database.db, created.companyId, created.userId);
  // Jobs from the services: a weekly mowing season under way, a fall clean-up and next spring's clean-up.
  await seedDemoJobs(database.db, created.companyId, created.userId);
  // Work orders: the weekly mowing route's last week (done) and this week (planned, two without a crew), and one-offs.
  await seedDemoWorkOrders(database.db, created.companyId, created.userId);
  // Rounds: the mowing route's Monday and Tuesday (their jobs linked) and a fertiliser round driven once in May.
  await seedDemoRounds(database.db, created.companyId);
  // End of day: the completed orders' clocked hours and fuel (one job over budget), last week's timesheets approved.
  await seedDemoDispatch(database.db, created.companyId, created.userId);
  // Billing: a month of invoices in every state, payments, a credit, a void and a client 45 days overdue.
  await seedDemoInvoices(database.db, created.companyId, created.userId);
  const crewLeader = await addUser(database, { companyId: created.companyId, ...DEMO_CREW_LEADER, role: 'crew_leader', password: created.password });
  // Tasks: every status and type, overdue and due this week, about clients, work and equipment; the crew leader made one.
  await seedDemoTickets(database.db, created.companyId, { owner: created.userId, crewLeader: crewLeader.userId });
  // Equipment upkeep: schedules, a season of readings and service, the route's units on its orders, one unit out of service.
  await seedDemoEquipmentUpkeep(database.db, created.companyId, created.userId);
  // Application records: Minnesota's rules, a season's lawn programme on the rounds, the weed spray of every completed
  // order, two records still missing the weather and one late; most customers got their copy.
  await seedDemoChemicalApplications(database.db, created.companyId, created.userId);
  // The business health scorecard used for two quarters: last quarter's first assessment and this quarter's, improving.
  await seedDemoHealthAssessments(database.db, created.companyId, created.userId);
  // Coaching: two quarters of sessions with the coach, their commitments the owner's and the crew leader's to-dos.
  await seedDemoCoaching(database.db, created.companyId, { owner: created.userId, crewLeader: crewLeader.userId });
  // The leadership's operating rhythm since last quarter began: ten weekly measurables (seven from the reports, three
  // typed), this year's goals and two quarters of priorities (last one scored 67 %), the Monday meeting every week
  // with its minutes, ratings and solved issues, the quarterly review, and the open issues list.
  const leaders = { owner: created.userId, crewLeader: crewLeader.userId };
  const measurableIds = await seedDemoScorecard(database.db, created.companyId);
  await seedDemoPlanning(database.db, created.companyId, leaders);
  await seedDemoMeetings(database.db, created.companyId, leaders, measurableIds);
  // The growth planner: five years at 12 % from this year's budget, the owner's week and the operations span as ceilings.
  await seedDemoGrowthPlan(database.db, created.companyId, created.userId);
  // Marketing: six channels over the lead sources with a season of spend, this year's plan and budget, the ideal client,
  // last year's and this year's campaigns (spring clean-up in March, aeration in August) and a content schedule.
  await seedDemoMarketing(database.db, created.companyId, created.userId);
  // Hiring for spring: a crew leader and a laborer posted from the org chart, candidates at every stage, a question bank,
  // and the owner's and the office manager's scorecards of the crew leader candidate they interviewed. The office
  // manager signs in with the owner's password; their hash is the owner's, so seeding hashes nothing more.
  const [ownerHash] = await database.db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, created.userId));
  const officeManager = await addUser(database, {
    companyId: created.companyId,
    ...DEMO_OFFICE_MANAGER,
    role: 'office_manager',
    password: created.password,
    passwordHash: ownerHash!.hash,
  });
  await seedDemoHiring(database.db, created.companyId, { owner: created.userId, officeManager: officeManager.userId });
  // Documents and SOPs: the mower pre-start and trailer hitch-up SOPs published with their checklists on the mowing and
  // clean-up services' work orders, the office close-out, a draft and a retired one; a handbook section and a safety talk.
  await seedDemoDocuments(database.db, created.companyId, leaders);
  // People development (after the SOPs, which the crew member's checklist asks a new hire to read): a new hire on
  // Carlos's crew twelve days into onboarding, the maintenance side's one-on-ones
  // (commitments as the owner's and Carlos's to-dos), last quarter's reviews shared, this quarter's under way.
  await seedDemoPeopleDevelopment(database.db, created.companyId, employeeIds, leaders);
  // The online store at /store/demo-landscaping: weekly mowing by lot size with a 15 % deposit, a fixed-price spring
  // clean-up and aeration; two homeowners booked, each now a customer with an accepted estimate, an order and a task.
  await seedDemoStore(database.db, created.companyId, created.userId);
  return { ...created, crewLeaderEmail: DEMO_CREW_LEADER.email };
}
