import { customerCreateSchema, type CustomerCreateValues } from '../customers/customers.schemas';
import type { Customer } from '../customers/customers.schemas';
import type { CsvCell } from './csv';

/** The customer fields a CSV column can be mapped to, in the order exports write them. */
export const customerCsvFields = [
  'type',
  'firstName',
  'lastName',
  'companyName',
  'displayName',
  'email',
  'phone',
  'mobilePhone',
  'workPhone',
  'street',
  'street2',
  'city',
  'state',
  'zipCode',
  'country',
  'status',
  'leadSource',
  'tags',
  'notes',
  'lotSizeSqFt',
  'turfAreaSqFt',
  'taxCategory',
  'latitude',
  'longitude',
] as const;
export type CustomerCsvField = (typeof customerCsvFields)[number];

/** Column headings of an export; the import recognises them (and common variants) when guessing a mapping. */
export const customerCsvFieldLabels: Record<CustomerCsvField, string> = {
  type: 'Type',
  firstName: 'First name',
  lastName: 'Last name',
  companyName: 'Company name',
  displayName: 'Display name',
  email: 'Email',
  phone: 'Phone',
  mobilePhone: 'Mobile phone',
  workPhone: 'Work phone',
  street: 'Street',
  street2: 'Street line 2',
  city: 'City',
  state: 'State',
  zipCode: 'ZIP code',
  country: 'Country',
  status: 'Status',
  leadSource: 'Lead source',
  tags: 'Tags',
  notes: 'Notes',
  lotSizeSqFt: 'Lot size (sq ft)',
  turfAreaSqFt: 'Turf area (sq ft)',
  taxCategory: 'Tax category',
  latitude: 'Latitude',
  longitude: 'Longitude',
};

/** Field → 0-based column index. Unmapped fields are left out. */
export type CsvMapping = Partial<Record<CustomerCsvField, number>>;

const headingAliases: Record<CustomerCsvField, string[]> = {
  type: ['type', 'customer type', 'client type', 'residential/commercial'],
  firstName: ['first name', 'firstname', 'first', 'given name'],
  lastName: ['last name', 'lastname', 'last', 'surname', 'family name'],
  companyName: ['company name', 'company', 'business', 'business name', 'organization'],
  displayName: ['display name', 'name', 'full name', 'customer name', 'client name', 'customer'],
  email: ['email', 'e-mail', 'email address', 'e-mail address'],
  phone: ['phone', 'home phone', 'phone number', 'telephone', 'main phone'],
  mobilePhone: ['mobile phone', 'mobile', 'cell', 'cell phone'],
  workPhone: ['work phone', 'office phone', 'business phone'],
  street: ['street', 'address', 'street address', 'address 1', 'address line 1', 'billing street'],
  street2: ['street line 2', 'street 2', 'address 2', 'address line 2', 'apt', 'suite', 'unit'],
  city: ['city', 'town'],
  state: ['state', 'province', 'region'],
  zipCode: ['zip code', 'zip', 'zipcode', 'postal code', 'postcode'],
  country: ['country'],
  status: ['status'],
  leadSource: ['lead source', 'source', 'referral source'],
  tags: ['tags', 'tag', 'labels'],
  notes: ['notes', 'note', 'comments'],
  lotSizeSqFt: ['lot size (sq ft)', 'lot size', 'lot sq ft', 'lot size sq ft', 'property size'],
  turfAreaSqFt: ['turf area (sq ft)', 'turf area', 'turf sq ft', 'lawn size', 'lawn area'],
  taxCategory: ['tax category', 'sales tax category', 'tax code', 'sales tax code'],
  latitude: ['latitude', 'lat', 'property latitude', 'gps latitude'],
  longitude: ['longitude', 'lng', 'lon', 'long', 'property longitude', 'gps longitude'],
};

const normaliseHeading = (heading: string) => heading.trim().toLowerCase().replace(/[_\s]+/g, ' ');

/** A first mapping from the header row: each field to the first column whose heading it recognises. */
export function guessCsvMapping(header: readonly string[]): CsvMapping {
  const mapping: CsvMapping = {};
  const used = new Set<number>();
  const headings = header.map(normaliseHeading);
  for (const field of customerCsvFields) {
    const aliases = headingAliases[field];
    const index = headings.findIndex((heading, column) => !used.has(column) && aliases.includes(heading));
    if (index >= 0) {
      mapping[field] = index;
      used.add(index);
    }
  }
  return mapping;
}

export interface MappedCustomerRow {
  /** 1-based record number in the file (the header, when there is one, is row 1). */
  row: number;
  customer: CustomerCreateValues;
  /** The lead source by name ('' for none); the server finds it among the company's sources or adds it. */
  leadSourceName: string;
}

/** A company's tax category as the import matches it: by name. */
export interface CsvTaxCategory {
  id: string;
  name: string;
}

export const unknownTaxCategoryMessage = (name: string) => `Tax category: "${name}" is not one of the company's tax categories`;

/** Name → id: the exact name first, else the same name in any case ('minneapolis city tax'). */
function taxCategoryFinder(categories: readonly CsvTaxCategory[]): (name: string) => string | undefined {
  const exact = new Map(categories.map((category) => [category.name.trim(), category.id]));
  const folded = new Map<string, string>();
  for (const category of categories) if (!folded.has(category.name.trim().toLowerCase())) folded.set(category.name.trim().toLowerCase(), category.id);
  return (name) => exact.get(name) ?? folded.get(name.toLowerCase());
}

export interface InvalidCsvRow {
  row: number;
  messages: string[];
}

export interface MappedCsv {
  valid: MappedCustomerRow[];
  invalid: InvalidCsvRow[];
}

const typeWords: Record<string, 'residential' | 'commercial'> = {
  residential: 'residential',
  res: 'residential',
  home: 'residential',
  homeowner: 'residential',
  individual: 'residential',
  commercial: 'commercial',
  com: 'commercial',
  business: 'commercial',
  company: 'commercial',
};

/** A coordinate cell: '' is none, a plain decimal a number; anything else goes to the schema as text, which says why not. */
function coordinateCell(text: string): number | string | null {
  if (text === '') return null;
  return /^[+-]?(\d+(\.\d*)?|\.\d+)$/.test(text) ? Number(text) : text;
}

const fieldLabelsForMessages: Record<string, string> = { ...customerCsvFieldLabels, address: 'Address', properties: 'Property' };

/**
 * Turns CSV records (without the header) into customer create bodies with the customer create schema, one result a
 * row: valid ones with their values, invalid ones with their row number and one message a problem. Wholly empty
 * records are skipped. `firstRow` is the row number of `records[0]` (2 when the file has a header). A tax category
 * is named in the file and matched among `taxCategories` (the company's); a name that matches none fails its row.
 */
export function mapCsvRows(
  records: readonly (readonly string[])[],
  mapping: CsvMapping,
  options: { firstRow?: number; taxCategories?: readonly CsvTaxCategory[] } = {},
): MappedCsv {
  const firstRow = options.firstRow ?? 2;
  const findTaxCategory = taxCategoryFinder(options.taxCategories ?? []);
  const valid: MappedCustomerRow[] = [];
  const invalid: InvalidCsvRow[] = [];
  records.forEach((record, index) => {
    const row = firstRow + index;
    if (record.every((cell) => cell.trim() === '')) return;
    const cell = (field: CustomerCsvField): string => {
      const column = mapping[field];
      return column === undefined ? '' : (record[column] ?? '').trim();
    };
    const messages: string[] = [];

    const typeText = cell('type').toLowerCase();
    let type: 'residential' | 'commercial';
    if (typeText === '') type = cell('companyName') && !cell('firstName') && !cell('lastName') ? 'commercial' : 'residential';
    else if (typeWords[typeText]) type = typeWords[typeText];
    else {
      messages.push(`Type: "${cell('type')}" is not residential or commercial`);
      type = 'residential';
    }
    // Many exports carry one name column ("Name", "Customer name"): when it is the only name given, it becomes the
    // company (commercial) or the first and last name (all but the last word, the last word).
    let firstName = cell('firstName');
    let lastName = cell('lastName');
    let companyName = cell('companyName');
    const displayName = cell('displayName');
    if (!firstName && !lastName && !companyName && displayName) {
      if (type === 'commercial') companyName = displayName;
      else {
        const words = displayName.split(/\s+/);
        lastName = words.length > 1 ? words.pop()! : '';
        firstName = words.join(' ');
      }
    }
    const statusText = cell('status').toLowerCase();
    const taxCategoryName = cell('taxCategory');
    const taxCategoryId = taxCategoryName ? findTaxCategory(taxCategoryName) : null;
    if (taxCategoryId === undefined) messages.push(unknownTaxCategoryMessage(taxCategoryName.slice(0, 120)));
    const address = {
      street: cell('street'),
      street2: cell('street2'),
      city: cell('city'),
      state: cell('state'),
      zipCode: cell('zipCode'),
      country: cell('country'),
    };
    const body = {
      type,
      firstName,
      lastName,
      companyName,
      displayName,
      email: cell('email'),
      phone: cell('phone'),
      mobilePhone: cell('mobilePhone'),
      workPhone: cell('workPhone'),
      address,
      status: statusText === '' ? undefined : statusText,
      tags: cell('tags')
        .split(/[;,|]/)
        .map((tag) => tag.trim())
        .filter(Boolean),
      notes: cell('notes'),
      taxCategoryId: taxCategoryId ?? null,
      properties: [
        {
          address,
          lotSizeSqFt: cell('lotSizeSqFt'),
          turfAreaSqFt: cell('turfAreaSqFt'),
          latitude: coordinateCell(cell('latitude')),
          longitude: coordinateCell(cell('longitude')),
          isPrimary: true,
        },
      ],
    };
    const parsed = customerCreateSchema.safeParse(body);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const path = issue.path.filter((part) => typeof part === 'string');
        const field = path[path.length - 1] ?? '';
        const label = fieldLabelsForMessages[field] ?? field;
        const message = label ? `${label}: ${issue.message}` : issue.message;
        if (!messages.includes(message)) messages.push(message);
      }
    }
    if (messages.length > 0 || !parsed.success) invalid.push({ row, messages });
    else valid.push({ row, customer: parsed.data, leadSourceName: cell('leadSource').slice(0, 80) });
  });
  return { valid, invalid };
}

/** The header row of an export. */
export function customerCsvHeader(): string[] {
  return customerCsvFields.map((field) => customerCsvFieldLabels[field]);
}

/** One export record for a customer (its primary property's sizes and coordinates; the lead source and tax category by name). */
export function customerCsvRecord(customer: Omit<Customer, 'properties' | 'createdBy' | 'convertedFromLeadId' | 'taxCategoryId' | 'id' | 'createdAt' | 'updatedAt' | 'alternateEmails' | 'leadSourceId'> & {
  leadSourceName: string;
  taxCategoryName: string;
  lotSizeSqFt: number | null;
  turfAreaSqFt: number | null;
  latitude: number | null;
  longitude: number | null;
}): CsvCell[] {
  const values: Record<CustomerCsvField, CsvCell> = {
    type: customer.type,
    firstName: customer.firstName,
    lastName: customer.lastName,
    companyName: customer.companyName,
    displayName: customer.displayName,
    email: customer.email,
    phone: customer.phone,
    mobilePhone: customer.mobilePhone,
    workPhone: customer.workPhone,
    street: customer.address.street,
    street2: customer.address.street2,
    city: customer.address.city,
    state: customer.address.state,
    zipCode: customer.address.zipCode,
    country: customer.address.country,
    status: customer.status,
    leadSource: customer.leadSourceName,
    tags: customer.tags.join('; '),
    notes: customer.notes,
    lotSizeSqFt: customer.lotSizeSqFt,
    turfAreaSqFt: customer.turfAreaSqFt,
    taxCategory: customer.taxCategoryName,
    latitude: customer.latitude,
    longitude: customer.longitude,
  };
  return customerCsvFields.map((field) => values[field]);
}
