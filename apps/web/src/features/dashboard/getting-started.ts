import type { Company, User } from '@groundwork/domain/auth';
import type { SetupProgress } from '@groundwork/domain/dashboard';
import { entryDisplay, type PermissionSection } from '@groundwork/domain/permissions';

export type StepStatus = 'done' | 'todo' | 'coming_soon';

export type GettingStartedStep = {
  id: string;
  title: string;
  description: string;
  status: StepStatus;
  /** Where to go to do it (absent when there is nothing to open yet). */
  href?: string;
  action?: string;
};

type AreaStep = {
  id: string;
  entry: string;
  section: PermissionSection;
  title: string;
  description: string;
  href: string;
  action: string;
  /** What the company's records say about the step: what is there when it is done, else null. */
  doneWith: (setup: SetupProgress) => string | null;
};

const counted = (count: number, one: string, many: string) => `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;

/** The areas a landscaping company sets up first, in the order that makes estimating possible. */
const areaSteps: AreaStep[] = [
  {
    id: 'company-information',
    entry: 'company_information',
    section: 'company',
    title: 'Add your company information',
    description: 'Name, address, logo and time zone appear on every estimate and invoice.',
    href: '/company-information',
    action: 'Set up',
    doneWith: (setup) => (setup.companyAddress ? 'Your address is on your estimates and invoices.' : null),
  },
  {
    id: 'services',
    entry: 'services',
    section: 'main',
    title: 'Build your service catalogue',
    description: 'Mowing, mulching, clean-ups: the services you price and sell.',
    href: '/services',
    action: 'Add services',
    doneWith: (setup) => (setup.services > 0 ? `${counted(setup.services, 'service', 'services')} in your catalogue.` : null),
  },
  {
    id: 'employees',
    entry: 'employees',
    section: 'company',
    title: 'Add employees and crews',
    description: 'Your people and the crews they work in, for scheduling and labour costs.',
    href: '/employees',
    action: 'Add employees',
    // Done once employees exist (issue 17); crews are named when there are some, as scheduling wants them next.
    doneWith: (setup) =>
      setup.employees === 0
        ? null
        : setup.crews > 0
          ? `${counted(setup.employees, 'employee', 'employees')} in ${counted(setup.crews, 'crew', 'crews')}.`
          : `${counted(setup.employees, 'employee', 'employees')}; no crews yet.`,
  },
  {
    id: 'customers',
    entry: 'customers',
    section: 'customer',
    title: 'Import customers and leads',
    description: 'Bring in the properties you already serve and the prospects you are chasing.',
    href: '/customers',
    action: 'Add customers',
    // Done once customers exist (issue 17): leads alone are prospects, not yet anyone to serve or invoice.
    doneWith: (setup) => (setup.customers > 0 ? `${counted(setup.customers, 'customer', 'customers')} and ${counted(setup.leads, 'lead', 'leads')}.` : null),
  },
  {
    id: 'estimates',
    entry: 'estimates',
    section: 'customer',
    title: 'Send your first estimate',
    description: 'Price a job from your real costs and send it to a customer.',
    href: '/estimates?new=1',
    action: 'Create estimate',
    doneWith: (setup) => (setup.estimatesSent > 0 ? `${counted(setup.estimatesSent, 'estimate', 'estimates')} sent.` : null),
  },
];

/**
 * The dashboard checklist, derived from what the account really has: terms accepted, a complete profile, which
 * areas are open to this company yet ('Coming Soon' until they land) and, for those, whether the company's records
 * show the step done (`setup`, from GET /dashboard; while it loads the open areas count as to do).
 */
export function gettingStartedSteps(user: User, company: Company | null, setup?: SetupProgress): GettingStartedStep[] {
  const profileComplete = Boolean(user.firstName.trim() && user.lastName.trim() && user.email.trim());
  const steps: GettingStartedStep[] = [
    {
      id: 'terms',
      title: 'Accept the Terms & Privacy Policy',
      description: 'Required once for every user before working in Groundwork.',
      status: user.isTermsAccepted ? 'done' : 'todo',
    },
    {
      id: 'profile',
      title: 'Complete your profile',
      description: profileComplete ? 'Your name and e-mail are set.' : 'Add your first and last name so your team knows who did what.',
      status: profileComplete ? 'done' : 'todo',
      href: '/profile',
      action: 'Open profile',
    },
  ];

  for (const area of areaSteps) {
    const display = entryDisplay(company?.permissions, area.entry, area.section);
    if (display === 'hidden') continue;
    if (display !== 'enabled') {
      steps.push({ id: area.id, title: area.title, description: area.description, status: 'coming_soon' });
      continue;
    }
    const doneWith = setup ? area.doneWith(setup) : null;
    steps.push({
      id: area.id,
      title: area.title,
      description: doneWith ?? area.description,
      status: doneWith ? 'done' : 'todo',
      href: doneWith ? area.href.replace(/\?.*$/, '') : area.href,
      action: area.action,
    });
  }
  return steps;
}

/** The first step still to do, for the "Next up" highlight. */
export function nextStep(steps: GettingStartedStep[]): GettingStartedStep | undefined {
  return steps.find((step) => step.status === 'todo');
}

/**
 * Whether the checklist has nothing left to ask: every step is done, or cannot be done yet (an area still Coming Soon).
 * The dashboard then leaves the checklist out.
 */
export function isChecklistFinished(steps: readonly GettingStartedStep[]): boolean {
  return steps.every((step) => step.status !== 'todo');
}
