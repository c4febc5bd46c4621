import { PHONE_MESSAGE, US_ZIP_MESSAGE } from '@groundwork/domain/company-information';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aCompany, aUser, storeSession } from '@/test/builders';
import { aCompanyInformation } from '@/test/company-builders';
import { fail, mockFetch, ok, type RecordedRequest } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { CompanyInformationForm } from './company-information-form';

const information = aCompanyInformation();

function signedIn(routes: Record<string, Response | ((request: RecordedRequest) => Response)> = {}) {
  storeSession();
  return mockFetch({
    'GET /api/v2/auth/me': ok({ user: aUser(), company: aCompany() }),
    'GET /api/v2/company_information': ok({ companyInformation: information }),
    ...routes,
  });
}

describe('CompanyInformationForm', () => {
  it('starts with the defaults: United States, America/New_York, physical address same as above', () => {
    signedIn();
    renderWithProviders(<CompanyInformationForm information={information} />);
    expect(screen.getByLabelText('Country')).toHaveValue('United States');
    expect((screen.getByRole('combobox', { name: 'Time zone' }) as HTMLInputElement).value).toMatch(/^America\/New_York \(GMT/);
    expect(screen.getByRole('checkbox', { name: 'Same as above' })).toBeChecked();
  });

  it('with Same as above the physical address follows the mailing address as it is typed, and is saved as a copy', async () => {
    const server = signedIn({
      'PUT /api/v2/company_information': (request) => ok({ companyInformation: { ...information, ...(request.body as object), updatedAt: '2025-06-02T09:00:00.000Z' } }),
    });
    const { user } = renderWithProviders(<CompanyInformationForm information={information} />);

    await user.type(screen.getByLabelText('Address'), '120 Lake St');
    await user.type(screen.getByLabelText('City'), 'Minneapolis');
    await user.type(screen.getByLabelText('ZIP code'), '55401');

    expect(screen.getByLabelText('Physical address')).toHaveValue('120 Lake St');
    expect(screen.getByLabelText('Physical address')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Physical city')).toHaveValue('Minneapolis');
    expect(screen.getByLabelText('Physical ZIP code')).toHaveValue('55401');

    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Company information saved')).toBeInTheDocument();
    const body = server.calls('PUT', '/api/v2/company_information')[0]?.body as { updatedAt: string; companyDetails: Record<string, unknown> };
    expect(body.updatedAt).toBe(information.updatedAt);
    expect(body.companyDetails).toMatchObject({ sameAsAbove: true, address: '120 Lake St', physicalAddress: '120 Lake St', physicalCity: 'Minneapolis', physicalZipCode: '55401' });
  });

  it('saves the working days, shift, start of the day and the yard; a yard half typed is refused', async () => {
    const server = signedIn({
      'PUT /api/v2/company_information': (request) => ok({ companyInformation: { ...information, ...(request.body as object), updatedAt: '2025-06-02T09:00:00.000Z' } }),
    });
    const { user } = renderWithProviders(<CompanyInformationForm information={information} />);
    const days = screen.getByRole('group', { name: 'Working days' });
    expect(within(days).getByRole('checkbox', { name: 'Monday' })).toBeChecked();
    expect(within(days).getByRole('checkbox', { name: 'Saturday' })).not.toBeChecked();
    await user.click(within(days).getByRole('checkbox', { name: 'Saturday' }));
    await user.clear(screen.getByLabelText(/^Shift length/));
    await user.type(screen.getByLabelText(/^Shift length/), '9.5');
    await user.type(screen.getByLabelText('Yard latitude'), '44.9606');

    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Enter both the latitude and the longitude of the yard, or neither')).toBeInTheDocument();
    expect(server.calls('PUT', '/api/v2/company_information')).toHaveLength(0);

    await user.type(screen.getByLabelText('Yard longitude'), '-93.2776');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Company information saved')).toBeInTheDocument();
    const body = server.calls('PUT', '/api/v2/company_information')[0]?.body as { schedulingDetails: unknown };
    expect(body.schedulingDetails).toEqual({ workingWeekdays: [1, 2, 3, 4, 5, 6], shiftHours: 9.5, dayStartTime: '07:00', yardLatitude: 44.9606, yardLongitude: -93.2776 });
  });

  it('unticking Same as above starts the physical address from the mailing one and lets it be edited', async () => {
    signedIn();
    const { user } = renderWithProviders(<CompanyInformationForm information={information} />);
    await user.type(screen.getByLabelText('Address'), '120 Lake St');
    await user.click(screen.getByRole('checkbox', { name: 'Same as above' }));

    const physical = screen.getByLabelText('Physical address');
    expect(physical).toHaveValue('120 Lake St');
    expect(physical).not.toHaveAttribute('readonly');
    await user.clear(physical);
    await user.type(physical, '9 Yard Rd');
    expect(screen.getByLabelText('Address')).toHaveValue('120 Lake St');
    expect(physical).toHaveValue('9 Yard Rd');
  });

  it("shows the domain schema's messages under the fields and sends nothing", async () => {
    const server = signedIn();
    const { user } = renderWithProviders(<CompanyInformationForm information={information} />);
    await user.clear(screen.getByLabelText('Company name'));
    await user.type(screen.getByLabelText('Office phone'), '12345');
    await user.type(screen.getByLabelText('ZIP code'), 'ABCDE');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Company name is required')).toBeInTheDocument();
    expect(screen.getByText(PHONE_MESSAGE)).toBeInTheDocument();
    expect(screen.getByText(US_ZIP_MESSAGE)).toBeInTheDocument();
    expect(screen.getByLabelText('Office phone')).toHaveAttribute('aria-invalid', 'true');
    expect(server.calls('PUT', '/api/v2/company_information')).toHaveLength(0);
  });

  it('picks a time zone by searching the IANA list', async () => {
    const server = signedIn({ 'PUT /api/v2/company_information': ok({ companyInformation: information }) });
    const { user } = renderWithProviders(<CompanyInformationForm information={information} />);
    const zone = screen.getByRole('combobox', { name: 'Time zone' });
    await user.click(zone);
    await user.keyboard('chicago');
    const listbox = screen.getByRole('listbox');
    await user.click(within(listbox).getByRole('option', { name: /America\/Chicago/ }));
    expect((zone as HTMLInputElement).value).toMatch(/^America\/Chicago \(GMT/);

    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await screen.findByText('Company information saved');
    expect((server.calls('PUT', '/api/v2/company_information')[0]?.body as { companyDetails: { timeZone: string } }).companyDetails.timeZone).toBe('America/Chicago');
  });

  it('keeps what was typed when the save is stale (409) and offers to reload the latest version', async () => {
    const newer = aCompanyInformation({
      companyDetails: { ...information.companyDetails, companyName: 'Renamed Elsewhere' },
      updatedAt: '2025-06-03T08:00:00.000Z',
    });
    let gets = 0;
    signedIn({
      'GET /api/v2/company_information': () => {
        gets += 1;
        return ok({ companyInformation: gets === 1 ? information : newer });
      },
      'PUT /api/v2/company_information': fail(409, 'This record was changed by someone else. Reload to see the latest version.', 'CONFLICT'),
    });
    const { user } = renderWithProviders(<CompanyInformationForm information={information} />);
    const name = screen.getByLabelText('Company name');
    await user.clear(name);
    await user.type(name, 'My Edit');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Someone else changed the company information')).toBeInTheDocument();
    expect(name).toHaveValue('My Edit');

    await user.click(screen.getByRole('button', { name: 'Reload' }));
    expect(await screen.findByDisplayValue('Renamed Elsewhere')).toBeInTheDocument();
    expect(screen.queryByText('Someone else changed the company information')).not.toBeInTheDocument();
  });

  it("puts the server's field messages under the fields", async () => {
    signedIn({
      'PUT /api/v2/company_information': fail(400, 'Some fields are not valid.', 'VALIDATION_FAILED', { 'companyDetails.website': ['Enter a valid website, e.g. https://www.example.com'] }),
    });
    const { user } = renderWithProviders(<CompanyInformationForm information={information} />);
    await user.type(screen.getByLabelText('Website'), 'example.com');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Enter a valid website, e.g. https://www.example.com')).toBeInTheDocument();
    expect(screen.getByLabelText('Website')).toHaveValue('example.com');
  });
});
