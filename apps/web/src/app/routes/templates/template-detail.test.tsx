import { defaultCompanyDetails } from '@groundwork/domain/company-information';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aTemplate } from '@/features/templates/template-builders';
import { aCompany, aUser, permissionsWith, storeSession } from '@/test/builders';
import { aCompanyInformation } from '@/test/company-builders';
import { mockFetch, ok } from '@/test/fetch-mock';
import { renderApp } from '@/test/render';

// 05:30 UTC is 11:30 PM the evening before in Chicago (12:30 AM in New York); 15:00 UTC is 9:00 AM there.
const template = aTemplate({ dateCreated: '2026-01-15T05:30:00.000Z', createdBy: 'Groundwork', dateModified: '2026-03-04T15:00:00.000Z', modifiedBy: 'Dana Whitfield' });

describe('the template page', () => {
  it("says when the template was created and modified in the company's time zone (America/Chicago)", async () => {
    const user = aUser({ role: 'admin' });
    const company = aCompany({ permissions: permissionsWith({ section: 'company', name: 'estimate_templates', enabled: true, visible: true }) });
    storeSession({ user, company });
    mockFetch({
      'GET /api/v2/auth/me': ok({ user, company }),
      'GET /api/v2/company_information': ok({ companyInformation: aCompanyInformation({ companyDetails: { ...defaultCompanyDetails('Demo Landscaping'), timeZone: 'America/Chicago' } }) }),
      [`GET /api/v2/estimate_templates/${template.id}`]: ok({ template }),
    });
    renderApp(`/estimate-templates/${template.id}`);
    expect(await screen.findByRole('heading', { name: /^Weekly mowing season/, level: 1 })).toBeInTheDocument();
    expect(screen.getByText(/^Created /)).toHaveTextContent(
      'Created Jan 14, 2026, 11:30 PM by Groundwork · modified Mar 4, 2026, 9:00 AM by Dana Whitfield',
    );
  });
});
