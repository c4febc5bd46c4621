import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aCompany, aUser, storeSession } from '@/test/builders';
import { aTaxCategory } from '@/test/company-builders';
import { mockFetch, ok } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { badRowsReport } from '../customer-import-report';
import { CustomerImport } from './customer-import';

const csv = [
  'First name,Surname,E-mail,Cell,Address,Town,Zip,Notes',
  'Jane,Doe,jane@example.com,(612) 555-0143,123 Maple Ave,Minneapolis,55401,Gate code 1234',
  'Bob,Brown,not-an-email,,42 Lakeshore Dr,Edina,55424,',
  'Acme,Offices,facilities@acme.test,,900 Commerce Blvd,Minneapolis,55402,',
].join('\n');

function csvFile(text = csv) {
  return new File([text], 'clients.csv', { type: 'text/csv' });
}

beforeEach(() => storeSession());
afterEach(() => vi.unstubAllGlobals());

describe('CustomerImport', () => {
  it('guesses the column mapping, previews every row checked, imports the good rows and reports the bad ones', async () => {
    const server = mockFetch({
      'GET /api/v2/auth/me': ok({ user: aUser(), company: aCompany() }),
      'POST /api/v2/customers/import': ok({ imported: 2, failed: [{ row: 3, messages: ['Email: Enter a valid email address'] }], total: 3 }),
    });
    const onImported = vi.fn();
    const { user } = renderWithProviders(<CustomerImport onImported={onImported} />);
    await user.upload(screen.getByLabelText('CSV file'), csvFile());

    // Recognised headings are matched; the rest stay "Not imported" until chosen.
    expect(await screen.findByLabelText('First name')).toHaveDisplayValue('First name (column 1)');
    expect(screen.getByLabelText('Last name')).toHaveDisplayValue('Surname (column 2)');
    expect(screen.getByLabelText('Email')).toHaveDisplayValue('E-mail (column 3)');
    expect(screen.getByLabelText('Mobile phone')).toHaveDisplayValue('Cell (column 4)');
    expect(screen.getByLabelText('Street')).toHaveDisplayValue('Address (column 5)');
    expect(screen.getByLabelText('City')).toHaveDisplayValue('Town (column 6)');
    expect(screen.getByLabelText('ZIP code')).toHaveDisplayValue('Zip (column 7)');
    expect(screen.getByLabelText('Display name')).toHaveDisplayValue('Not imported');

    expect(screen.getByText(/rows ready to import/)).toHaveTextContent('2 rows ready to import, 1 rows with problems (they will not be imported).');
    const problems = screen.getByRole('table', { name: 'Rows with problems' });
    expect(within(problems).getByRole('row', { name: /3 Email: Enter a valid email address/ })).toBeInTheDocument();
    const preview = screen.getByRole('table', { name: 'Preview of rows to import' });
    expect(within(preview).getByText('Jane Doe')).toBeInTheDocument();
    expect(within(preview).getByText('123 Maple Ave, Minneapolis, 55401')).toBeInTheDocument();

    // Re-mapping a column updates the preview at once.
    await user.selectOptions(screen.getByLabelText('City'), '');
    expect(within(screen.getByRole('table', { name: 'Preview of rows to import' })).getByText('123 Maple Ave, 55401')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('City'), '5');

    await user.click(screen.getByRole('button', { name: 'Import 2 customers' }));
    expect(await screen.findByText('Imported 2 of 3 customers')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download report of rows not imported' })).toBeInTheDocument();
    expect(onImported).toHaveBeenCalledWith({ imported: 2, failed: 1 });
    expect(server.calls('POST', '/api/v2/customers/import')[0]?.body).toEqual({
      csv,
      hasHeader: true,
      mapping: { firstName: 0, lastName: 1, email: 2, mobilePhone: 3, street: 4, city: 5, zipCode: 6, notes: 7 },
    });
  });

  it('matches a tax category column among the company’s categories by name, and flags a name that is not one', async () => {
    const server = mockFetch({
      'GET /api/v2/auth/me': ok({ user: aUser(), company: aCompany() }),
      'POST /api/v2/customers/import': ok({ imported: 2, failed: [{ row: 4, messages: ['x'] }], total: 3 }),
    });
    const taxCategories = [aTaxCategory({ name: 'Saint Paul City Tax' }), aTaxCategory({ name: 'Non-Taxable', rate: 0, isExempt: true })];
    const { user } = renderWithProviders(<CustomerImport taxCategories={taxCategories} />);
    const file = ['Name,City,Tax category', 'Jane Doe,Saint Paul,Saint Paul City Tax', 'Riverside Church,Edina,non-taxable', 'Bob Brown,Edina,Resale'].join('\n');
    await user.upload(screen.getByLabelText('CSV file'), csvFile(file));

    expect(await screen.findByLabelText('Tax category')).toHaveDisplayValue('Tax category (column 3)');
    expect(screen.getByText(/rows ready to import/)).toHaveTextContent('2 rows ready to import, 1 rows with problems (they will not be imported).');
    const problems = screen.getByRole('table', { name: 'Rows with problems' });
    expect(within(problems).getByRole('row', { name: /4 Tax category: "Resale" is not one of the company's tax categories/ })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Import 2 customers' }));
    await waitFor(() => expect(server.calls('POST', '/api/v2/customers/import')).toHaveLength(1));
    expect(server.calls('POST', '/api/v2/customers/import')[0]?.body).toMatchObject({ mapping: { displayName: 0, city: 1, taxCategory: 2 } });
  });

  it('says so when the file is not readable CSV', async () => {
    mockFetch({ 'GET /api/v2/auth/me': ok({ user: aUser(), company: aCompany() }) });
    const { user } = renderWithProviders(<CustomerImport />);
    await user.upload(screen.getByLabelText('CSV file'), csvFile('Name,Email\n"Jane Doe,jane@example.com\n'));
    expect(await screen.findByRole('alert')).toHaveTextContent('This is not a readable CSV file');
    await waitFor(() => expect(screen.queryByText('2. Match the columns')).not.toBeInTheDocument());
  });

  it('the report lists each bad row with its problems and the row as it was', () => {
    const records = [
      ['Jane Doe', 'jane@example.com'],
      ['Bob Brown', 'not-an-email'],
    ];
    const report = badRowsReport(records, ['Client', 'E-mail'], [{ row: 3, messages: ['Email: Enter a valid email address'] }], 2);
    expect(report).toBe('Row,Problems,Client,E-mail\r\n3,Email: Enter a valid email address,Bob Brown,not-an-email\r\n');
  });
});
