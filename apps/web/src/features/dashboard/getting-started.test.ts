import { describe, expect, it } from 'vitest';
import { aCompany, aUser, permissionsWith } from '@/test/builders';
import { gettingStartedSteps, nextStep } from './getting-started';

describe('gettingStartedSteps', () => {
  it('marks accepted terms and a complete profile done, and areas not built yet Coming Soon', () => {
    const steps = gettingStartedSteps(aUser(), aCompany());
    expect(steps.find((step) => step.id === 'terms')?.status).toBe('done');
    expect(steps.find((step) => step.id === 'profile')?.status).toBe('done');
    expect(steps.filter((step) => step.status === 'coming_soon').map((step) => step.id)).toEqual([
      'company-information',
      'services',
      'employees',
      'customers',
      'estimates',
    ]);
    expect(nextStep(steps)).toBeUndefined();
  });

  it('asks for a name when the profile lacks one', () => {
    const steps = gettingStartedSteps(aUser({ firstName: '', lastName: '' }), aCompany());
    expect(nextStep(steps)).toMatchObject({ id: 'profile', href: '/profile' });
  });

  it('turns an area into a next step with a link once it is enabled', () => {
    const company = aCompany({ permissions: permissionsWith({ section: 'main', name: 'services', enabled: true }) });
    const steps = gettingStartedSteps(aUser(), company);
    expect(nextStep(steps)).toMatchObject({ id: 'services', status: 'todo', href: '/services' });
  });

  it('leaves out areas the company cannot see', () => {
    const company = aCompany({ permissions: permissionsWith({ section: 'customer', parentVisible: false }) });
    const ids = gettingStartedSteps(aUser(), company).map((step) => step.id);
    expect(ids).not.toContain('customers');
    expect(ids).not.toContain('estimates');
  });
});
