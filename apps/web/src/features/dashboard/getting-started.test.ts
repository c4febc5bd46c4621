import { builtEntries } from '@groundwork/domain/permissions';
import { describe, expect, it } from 'vitest';
import { aCompany, aUser, permissionsWith } from '@/test/builders';
import { gettingStartedSteps, nextStep } from './getting-started';

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
});
