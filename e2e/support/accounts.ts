/**
 * The people the end-to-end run provisions with the admin CLI before the server starts. Every spec that
 * changes its user (accepts terms, resets or changes a password, edits a profile, signs out) gets its own
 * account, so specs never depend on each other's order.
 */
export interface Account {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

export const companyName = 'Evergreen Lawn & Landscape';

/** The company's owner (role admin): creates the company, reads the outbox through the API. */
export const owner: Account = {
  email: 'owner@evergreen.test',
  password: 'Owner-password-2025',
  firstName: 'Olivia',
  lastName: 'Reyes',
};

export const accounts = {
  auth: { email: 'avery.brooks@evergreen.test', password: 'Avery-password-1', firstName: 'Avery', lastName: 'Brooks' },
  shell: { email: 'sam.carter@evergreen.test', password: 'Sam-password-12', firstName: 'Sam', lastName: 'Carter' },
  terms: { email: 'taylor.nguyen@evergreen.test', password: 'Taylor-password-1', firstName: 'Taylor', lastName: 'Nguyen' },
  termsAuto: { email: 'casey.ortiz@evergreen.test', password: 'Casey-password-1', firstName: 'Casey', lastName: 'Ortiz' },
  reset: { email: 'riley.morgan@evergreen.test', password: 'Riley-password-1', firstName: 'Riley', lastName: 'Morgan' },
  profile: { email: 'parker.hayes@evergreen.test', password: 'Parker-password-1', firstName: 'Parker', lastName: 'Hayes' },
  password: { email: 'jordan.price@evergreen.test', password: 'Jordan-password-1', firstName: 'Jordan', lastName: 'Price' },
  a11y: { email: 'alex.kim@evergreen.test', password: 'Alex-password-12', firstName: 'Alex', lastName: 'Kim' },
} satisfies Record<string, Account>;

export type AccountName = keyof typeof accounts;

/**
 * Companies of their own, created with `admin create-company` like a new Groundwork customer: their owner
 * (an admin) signs in to a company whose onboarding has not started. One per spec that sets a company up.
 */
export interface FreshCompany {
  name: string;
  owner: Account;
  /** Permission entries turned on for this company (areas still 'Coming Soon' for everyone else). */
  enable?: readonly string[];
}

export const freshCompanies = {
  onboarding: {
    name: 'Prairie Green Lawn Care',
    owner: { email: 'morgan.lee@prairiegreen.test', password: 'Morgan-password-1', firstName: 'Morgan', lastName: 'Lee' },
  },
  company: {
    name: 'Lakeside Yard Works',
    owner: { email: 'jamie.fox@lakesideyard.test', password: 'Jamie-password-12', firstName: 'Jamie', lastName: 'Fox' },
  },
  widths: {
    name: 'Northern Lights Landscaping & Snow Removal of the Twin Cities',
    owner: { email: 'quinn.albright@northernlights.test', password: 'Quinn-password-12', firstName: 'Quinn', lastName: 'Albright' },
  },
  customers: {
    name: 'Birchwood Landscape Co',
    owner: { email: 'riley.chen@birchwood.test', password: 'Riley-password-12', firstName: 'Riley', lastName: 'Chen' },
  },
  leads: {
    name: 'Cedar Ridge Lawn Service',
    owner: { email: 'drew.patel@cedarridge.test', password: 'Drew-password-123', firstName: 'Drew', lastName: 'Patel' },
  },
  people: {
    name: 'Oak Hollow Grounds',
    owner: { email: 'sasha.ivanova@oakhollow.test', password: 'Sasha-password-12', firstName: 'Sasha', lastName: 'Ivanova' },
  },
  orgChart: {
    name: 'Willow Bend Landscaping',
    owner: { email: 'kai.moreno@willowbend.test', password: 'Kai-password-1234', firstName: 'Kai', lastName: 'Moreno' },
  },
  services: {
    name: 'Maple Grove Mowing',
    owner: { email: 'quinn.harper@maplegrove.test', password: 'Quinn-password-12', firstName: 'Quinn', lastName: 'Harper' },
  },
  budgetPricing: {
    name: 'Stonebridge Grounds',
    owner: { email: 'reese.okafor@stonebridge.test', password: 'Reese-password-12', firstName: 'Reese', lastName: 'Okafor' },
  },
  priceBook: {
    name: 'Ironwood Turf & Tree',
    owner: { email: 'avery.lind@ironwoodturf.test', password: 'Avery-password-12', firstName: 'Avery', lastName: 'Lind' },
  },
  estimates: {
    name: 'Bluestem Landscapes',
    owner: { email: 'jordan.blake@bluestem.test', password: 'Jordan-password-12', firstName: 'Jordan', lastName: 'Blake' },
  },
  billing: {
    name: 'Red Cedar Lawn & Landscape',
    owner: { email: 'robin.sato@redcedarlawn.test', password: 'Robin-password-12', firstName: 'Robin', lastName: 'Sato' },
  },
  hiring: {
    name: 'Prairie Ridge Landscapes',
    owner: { email: 'casey.nolan@prairieridge.test', password: 'Casey-password-12', firstName: 'Casey', lastName: 'Nolan' },
  },
  operations: {
    name: 'Greenway Grounds & Gardens',
    owner: { email: 'harper.quinn@greenwaygrounds.test', password: 'Harper-password-12', firstName: 'Harper', lastName: 'Quinn' },
  },
  marketing: {
    name: 'Prairie Rose Landscaping',
    owner: { email: 'morgan.ellis@prairierose.test', password: 'Morgan-password-12', firstName: 'Morgan', lastName: 'Ellis' },
  },
  /** People development: onboarding, one-on-ones and quarterly reviews on an org chart of its own. */
  peopleDevelopment: {
    name: 'Hawthorn Lawn & Garden',
    owner: { email: 'rowan.ellis@hawthornlawn.test', password: 'Rowan-password-12', firstName: 'Rowan', lastName: 'Ellis' },
  },
  /** Lead-capture forms and the integrations page: webhooks, calendar feeds and API keys from a clean slate. */
  forms: {
    name: 'Juniper Hill Landscaping',
    owner: { email: 'avery.sloan@juniperhill.test', password: 'Avery-password-12', firstName: 'Avery', lastName: 'Sloan' },
  },
} satisfies Record<string, FreshCompany>;

/**
 * Users added to a fresh company with a role other than admin (`admin add-user --company-email <owner> --role …`).
 * A crew leader sees the crews whose member list holds the employee with their sign-in e-mail (docs/dispatch.md).
 */
export interface CompanyUser {
  company: keyof typeof freshCompanies;
  role: 'crew_leader' | 'office_manager';
  account: Account;
}

export const companyUsers = {
  operationsLeader: {
    company: 'operations',
    role: 'crew_leader',
    account: { email: 'luis.ortega@greenwaygrounds.test', password: 'Luis-password-123', firstName: 'Luis', lastName: 'Ortega' },
  },
  /** Reads the org chart company's business health scorecard, which the leadership takes. */
  scorecardReader: {
    company: 'orgChart',
    role: 'crew_leader',
    account: { email: 'noah.bell@willowbend.test', password: 'Noah-password-123', firstName: 'Noah', lastName: 'Bell' },
  },
  /** Interviews the hiring company's candidate beside its owner. */
  hiringInterviewer: {
    company: 'hiring',
    role: 'office_manager',
    account: { email: 'jordan.reyes@prairieridge.test', password: 'Jordan-password-12', firstName: 'Jordan', lastName: 'Reyes' },
  },
} satisfies Record<string, CompanyUser>;
