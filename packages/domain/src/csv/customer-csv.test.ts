import { describe, expect, it } from 'vitest';
import { parseCsv, serializeCsv } from './csv';
import { customerCsvHeader, customerCsvRecord, guessCsvMapping, mapCsvRows } from './customer-csv';

const file = [
  'First Name,Last Name,Company,E-mail,Phone,Address,City,State,Zip,Lot size,Tags,Source',
  'Maria,Lopez,,maria@example.com,(612) 555-0143,4521 Bryant Ave S,Minneapolis,MN,55419,"8,500",vip; weekly,Google',
  ',,Lakeside Apartments,office@lakeside.example,651-555-0199,200 Lake St,Saint Paul,MN,55102,52000,,Referral',
  'Bad,Email,,not-an-email,612-555-0101,1 Main St,Edina,MN,55424,,,',
  ',,,,,,,,,,,',
  'No,Phone,,,12,2 Main St,Edina,MN,55424,-5,,',
  ',,,,,9 Elm St,Edina,MN,55424,,,',
].join('\n');

describe('guessCsvMapping', () => {
  it('recognises common headings', () => {
    const [header] = parseCsv(file);
    expect(guessCsvMapping(header!)).toEqual({
      firstName: 0,
      lastName: 1,
      companyName: 2,
      email: 3,
      phone: 4,
      street: 5,
      city: 6,
      state: 7,
      zipCode: 8,
      lotSizeSqFt: 9,
      tags: 10,
      leadSource: 11,
    });
  });

  it('recognises its own export header', () => {
    const mapping = guessCsvMapping(customerCsvHeader());
    expect(Object.keys(mapping)).toHaveLength(customerCsvHeader().length);
  });
});

describe('mapCsvRows', () => {
  const [header, ...records] = parseCsv(file);
  const result = mapCsvRows(records, guessCsvMapping(header!));

  it('turns good rows into customer bodies with a primary property at the address', () => {
    expect(result.valid.map((row) => row.row)).toEqual([2, 3]);
    const [maria, lakeside] = result.valid;
    expect(maria!.customer).toMatchObject({
      type: 'residential',
      firstName: 'Maria',
      lastName: 'Lopez',
      email: 'maria@example.com',
      phone: '(612) 555-0143',
      address: { street: '4521 Bryant Ave S', city: 'Minneapolis', state: 'MN', zipCode: '55419', country: 'United States' },
      tags: ['vip', 'weekly'],
      status: 'active',
    });
    expect(maria!.customer.properties[0]).toMatchObject({ isPrimary: true, lotSizeSqFt: 8500 });
    expect(maria!.leadSourceName).toBe('Google');
    expect(lakeside!.customer.type).toBe('commercial');
    expect(lakeside!.leadSourceName).toBe('Referral');
  });

  it('reports bad rows by row number with one message a problem, and skips empty records', () => {
    expect(result.invalid).toEqual([
      { row: 4, messages: ['Email: Enter a valid email address'] },
      { row: 6, messages: ['Phone: Enter a valid phone (7 to 15 digits)', 'Lot size (sq ft): Lot size must be a number between 0 and 1,000,000,000'] },
      { row: 7, messages: ['First name: Enter a first or last name, or a company name'] },
    ]);
  });

  it('takes a lone name column as the person (or, commercial, the company)', () => {
    const mapped = mapCsvRows(
      [
        ['Mary Ann Berg', ''],
        ['Lakeside Apartments', 'commercial'],
        ['Cher', ''],
      ],
      guessCsvMapping(['Customer name', 'Type']),
    );
    expect(mapped.invalid).toEqual([]);
    expect(mapped.valid.map((row) => [row.customer.firstName, row.customer.lastName, row.customer.companyName, row.customer.displayName])).toEqual([
      ['Mary Ann', 'Berg', '', 'Mary Ann Berg'],
      ['', '', 'Lakeside Apartments', 'Lakeside Apartments'],
      ['Cher', '', '', 'Cher'],
    ]);
  });

  it('rejects an unknown type word', () => {
    const mapped = mapCsvRows([['villa', 'Ann']], { type: 0, firstName: 1 });
    expect(mapped.invalid[0]!.messages[0]).toMatch(/^Type:/);
  });

  it('matches a tax category column by name (in any case) among the company’s, and fails a row naming an unknown one', () => {
    const taxCategories = [
      { id: '6f1c1b0e-9c2e-4b8a-8f0e-000000000001', name: 'Minneapolis City Tax' },
      { id: '6f1c1b0e-9c2e-4b8a-8f0e-000000000002', name: 'Non-Taxable' },
    ];
    const mapping = guessCsvMapping(['Name', 'Tax category']);
    expect(mapping).toEqual({ displayName: 0, taxCategory: 1 });
    const mapped = mapCsvRows(
      [
        ['Ann Berg', 'Minneapolis City Tax'],
        ['Bob Carlson', '  non-taxable '],
        ['Cara Dahl', ''],
        ['Dan Erickson', 'Resale'],
      ],
      mapping,
      { taxCategories },
    );
    expect(mapped.valid.map((row) => [row.customer.displayName, row.customer.taxCategoryId])).toEqual([
      ['Ann Berg', taxCategories[0]!.id],
      ['Bob Carlson', taxCategories[1]!.id],
      ['Cara Dahl', null],
    ]);
    expect(mapped.invalid).toEqual([{ row: 5, messages: ['Tax category: "Resale" is not one of the company\'s tax categories'] }]);
    // Without the company's categories, any name is unknown: nothing is guessed.
    expect(mapCsvRows([['Ann Berg', 'Minneapolis City Tax']], mapping).invalid).toHaveLength(1);
  });

  it('takes a property\'s coordinates from Latitude and Longitude columns, and fails rows with bad ones', () => {
    const mapping = guessCsvMapping(['Name', 'Lat', 'Lng']);
    expect(mapping).toEqual({ displayName: 0, latitude: 1, longitude: 2 });
    const mapped = mapCsvRows(
      [
        ['Ann Berg', '44.9606', '-93.2776'],
        ['Bob Carlson', '', ''],
        ['Cara Dahl', '95', '-93.2776'],
        ['Dan Erickson', '44.9606', ''],
        ['Eva Falk', '44° 57′ N', '93° 16′ W'],
      ],
      mapping,
    );
    expect(mapped.valid.map((row) => [row.customer.displayName, row.customer.properties[0]!.latitude, row.customer.properties[0]!.longitude])).toEqual([
      ['Ann Berg', 44.9606, -93.2776],
      ['Bob Carlson', null, null],
    ]);
    expect(mapped.invalid).toEqual([
      { row: 4, messages: ['Latitude: Latitude must be between -90 and 90'] },
      { row: 5, messages: ['Longitude: Enter both the latitude and the longitude, or neither'] },
      { row: 6, messages: ['Latitude: Latitude must be a number', 'Longitude: Longitude must be a number'] },
    ]);
  });

  it('reads back what an export wrote', () => {
    const record = customerCsvRecord({
      type: 'residential',
      firstName: 'Ann',
      lastName: 'Berg',
      companyName: '',
      displayName: 'Ann Berg',
      email: 'ann@example.com',
      phone: '612-555-0100',
      mobilePhone: '',
      workPhone: '',
      address: { street: '1 Elm St', street2: '', city: 'Edina', state: 'MN', zipCode: '55424', country: 'United States' },
      status: 'inactive',
      leadSourceName: 'Google',
      taxCategoryName: 'Non-Taxable',
      tags: ['a', 'b'],
      notes: 'Gate code 1234, dog "Rex"',
      lotSizeSqFt: 9000,
      turfAreaSqFt: 6000,
      latitude: 44.9606,
      longitude: -93.2776,
    });
    const [header, ...rows] = parseCsv(serializeCsv([customerCsvHeader(), record]));
    const exempt = { id: '6f1c1b0e-9c2e-4b8a-8f0e-000000000002', name: 'Non-Taxable' };
    const mapped = mapCsvRows(rows, guessCsvMapping(header!), { taxCategories: [exempt] });
    expect(mapped.invalid).toEqual([]);
    expect(mapped.valid[0]!.customer).toMatchObject({ firstName: 'Ann', status: 'inactive', tags: ['a', 'b'], notes: 'Gate code 1234, dog "Rex"', taxCategoryId: exempt.id });
    expect(mapped.valid[0]!.customer.properties[0]).toMatchObject({ lotSizeSqFt: 9000, turfAreaSqFt: 6000, latitude: 44.9606, longitude: -93.2776 });
  });
});
