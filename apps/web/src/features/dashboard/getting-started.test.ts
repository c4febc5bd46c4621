import { builtEntries } from '@groundwork/domain/permissions';
import { describe, expect, it } from 'vitest';
import { aCompany, aUser, permissionsWith } from '@/test/builders';
import { gettingStartedSteps, isChecklistFinished, nextStep } from './getting-started';

describe('gettingStartedSteps', () => {
  it('marks accepted terms and a complete profile done, and areas not built yet Coming Soon', () => {
    const steps = gettingStartedSteps(aUser(), aCompany());
    expect(steps.find((step) => step.id === 'terms')?.status).toBe('done');
    expect(steps.find((step) => step.id === 'profile')?.status).toBe('done');
    // Areas land one by one (builtEntries): whatever is not built yet is Coming Soon, in checklist order.
    const areas: [id: string, entry: string][] = [
      ['company-information', 'company_information'],
      ['services', 'services'],
      ['employees', 'employees'],
      ['customers', 'customers'],
      ['estimates', 'estimates'],
    ];
    expect(steps.filter((step) => step.status === 'coming_soon').map((step) => step.id)).toEqual(
      areas.filter(([, entry]) => !builtEntries.has(entry)).map(([id]) => id),
    );
    expect(nextStep(steps)?.id).toBe(areas.find(([, entry]) => builtEntries.has(entry))?.[0]);
  });

  it('asks for a name when the profile lacks one', () => {
    const steps = gettingStartedSteps(aUser({ firstName: '', lastName: '' }), aCompany());
    expect(nextStep(steps)).toMatchObject({ id: 'profile', href: '/profile' });
  });

  it('turns an area into a next step with a link once it is enabled', () => {
    const company = aCompany({ permissions: permissionsWith({ section: 'main', name: 'services', enabled: true }) });
    const steps = gettingStartedSteps(aUser(), company);
    expect(steps.find((step) => step.id === 'services')).toMatchObject({ status: 'todo', href: '/services', action: 'Add services' });
  });

  it('leaves out areas the company cannot see', () => {
    const company = aCompany({ permissions: permissionsWith({ section: 'customer', parentVisible: false }) });
    const ids = gettingStartedSteps(aUser(), company).map((step) => step.id);
    expect(ids).not.toContain('customers');
    expect(ids).not.toContain('estimates');
  });

  it("ticks an open area when the company's records show it done, and says what is there", () => {
    const company = aCompany(); // customers and estimates are built areas, open by default
    const setup = { companyAddress: true, services: 20, employees: 12, crews: 5, customers: 150, leads: 40, estimatesSent: 0 };
    const steps = gettingStartedSteps(aUser(), company, setup);
    expect(steps.find((step) => step.id === 'customers')).toMatchObject({ status: 'done', description: '150 customers and 40 leads.', href: '/customers' });
    expect(steps.find((step) => step.id === 'estimates')).toMatchObject({ status: 'todo', href: '/estimates?new=1', action: 'Create estimate' });
    expect(nextStep(steps)?.id).toBe('estimates');

    const sent = gettingStartedSteps(aUser(), company, { ...setup, estimatesSent: 1 });
    expect(sent.find((step) => step.id === 'estimates')).toMatchObject({ status: 'done', description: '1 estimate sent.', href: '/estimates' });
  });

  it('keeps an open area to do while the company has none of it', () => {
    const company = aCompany();
    const none = { companyAddress: false, services: 0, employees: 0, crews: 0, customers: 0, leads: 0, estimatesSent: 0 };
    expect(gettingStartedSteps(aUser(), company, none).find((step) => step.id === 'customers')?.status).toBe('todo');
  });

  it("ticks each of the issue's steps when its records exist: address, services, employees, customers, an estimate sent", () => {
    const company = aCompany();
    const none = { companyAddress: false, services: 0, employees: 0, crews: 0, customers: 0, leads: 0, estimatesSent: 0 };
    const status = (setup: typeof none, id: string) => gettingStartedSteps(aUser(), company, setup).find((step) => step.id === id)?.status;
    expect(status({ ...none, companyAddress: true }, 'company-information')).toBe('done');
    expect(status({ ...none, services: 1 }, 'services')).toBe('done');
    // Employees are enough; the crews they work in are named once there are some.
    expect(gettingStartedSteps(aUser(), company, { ...none, employees: 3 }).find((step) => step.id === 'employees')).toMatchObject({ status: 'done', description: '3 employees; no crews yet.' });
    // Leads alone are prospects: the customers step waits for a customer.
    expect(status({ ...none, leads: 40 }, 'customers')).toBe('todo');
    expect(status({ ...none, customers: 1 }, 'customers')).toBe('done');
    expect(status({ ...none, estimatesSent: 1 }, 'estimates')).toBe('done');
  });

  it('is finished once no step is left to do, so the dashboard can leave it out', () => {
    const company = aCompany();
    const done = { companyAddress: true, services: 20, employees: 12, crews: 5, customers: 150, leads: 40, estimatesSent: 1 };
    expect(isChecklistFinished(gettingStartedSteps(aUser(), company, done))).toBe(true);
    expect(isChecklistFinished(gettingStartedSteps(aUser(), company, { ...done, estimatesSent: 0 }))).toBe(false);
    // Terms not accepted yet keep it.
    expect(isChecklistFinished(gettingStartedSteps(aUser({ isTermsAccepted: false }), company, done))).toBe(false);
    // An area still Coming Soon cannot be done yet, so it does not hold the checklist back.
    const comingSoon = aCompany({ permissions: permissionsWith({ section: 'main', name: 'services', enabled: false }) });
    expect(isChecklistFinished(gettingStartedSteps(aUser(), comingSoon, { ...done, services: 0 }))).toBe(true);
  });
});
