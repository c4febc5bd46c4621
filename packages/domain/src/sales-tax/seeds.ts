import type { JurisdictionType } from './sales-tax.schemas';

/** A seeded jurisdiction; parents are named by code, so the rows can be inserted before their ids exist. */
export interface JurisdictionSeed {
  name: string;
  type: JurisdictionType;
  code: string;
  parentCode: string | null;
}

const US_STATES: Array<[code: string, name: string]> = [
  ['AL', 'Alabama'], ['AK', 'Alaska'], ['AZ', 'Arizona'], ['AR', 'Arkansas'], ['CA', 'California'],
  ['CO', 'Colorado'], ['CT', 'Connecticut'], ['DE', 'Delaware'], ['DC', 'District of Columbia'], ['FL', 'Florida'],
  ['GA', 'Georgia'], ['HI', 'Hawaii'], ['ID', 'Idaho'], ['IL', 'Illinois'], ['IN', 'Indiana'],
  ['IA', 'Iowa'], ['KS', 'Kansas'], ['KY', 'Kentucky'], ['LA', 'Louisiana'], ['ME', 'Maine'],
  ['MD', 'Maryland'], ['MA', 'Massachusetts'], ['MI', 'Michigan'], ['MN', 'Minnesota'], ['MS', 'Mississippi'],
  ['MO', 'Missouri'], ['MT', 'Montana'], ['NE', 'Nebraska'], ['NV', 'Nevada'], ['NH', 'New Hampshire'],
  ['NJ', 'New Jersey'], ['NM', 'New Mexico'], ['NY', 'New York'], ['NC', 'North Carolina'], ['ND', 'North Dakota'],
  ['OH', 'Ohio'], ['OK', 'Oklahoma'], ['OR', 'Oregon'], ['PA', 'Pennsylvania'], ['RI', 'Rhode Island'],
  ['SC', 'South Carolina'], ['SD', 'South Dakota'], ['TN', 'Tennessee'], ['TX', 'Texas'], ['UT', 'Utah'],
  ['VT', 'Vermont'], ['VA', 'Virginia'], ['WA', 'Washington'], ['WV', 'West Virginia'], ['WI', 'Wisconsin'],
  ['WY', 'Wyoming'],
];

/**
 * SPEC.md §3: United States and Canada, every US state and DC, three Minnesota counties and three cities.
 * Parents come before their children. Codes: ISO 3166 for countries and states, then -COUNTY / -CITY names.
 */
export const jurisdictionSeeds: readonly JurisdictionSeed[] = [
  { name: 'United States', type: 'country', code: 'US', parentCode: null },
  { name: 'Canada', type: 'country', code: 'CA', parentCode: null },
  ...US_STATES.map(([code, name]): JurisdictionSeed => ({ name, type: 'state', code: `US-${code}`, parentCode: 'US' })),
  { name: 'Hennepin County', type: 'county', code: 'US-MN-HENNEPIN', parentCode: 'US-MN' },
  { name: 'Ramsey County', type: 'county', code: 'US-MN-RAMSEY', parentCode: 'US-MN' },
  { name: 'Dakota County', type: 'county', code: 'US-MN-DAKOTA', parentCode: 'US-MN' },
  { name: 'Minneapolis', type: 'city', code: 'US-MN-MINNEAPOLIS', parentCode: 'US-MN-HENNEPIN' },
  { name: 'Saint Paul', type: 'city', code: 'US-MN-SAINT-PAUL', parentCode: 'US-MN-RAMSEY' },
  { name: 'Bloomington', type: 'city', code: 'US-MN-BLOOMINGTON', parentCode: 'US-MN-HENNEPIN' },
];

export interface SalesTaxCategorySeed {
  name: string;
  description: string;
  /** Percent as a decimal string, exactly as stored. */
  rate: string;
  isExempt: boolean;
  jurisdictionCode: string | null;
}

/** SPEC.md §3's five categories. None is a default: the onboarding sales-tax step picks them. */
export const salesTaxCategorySeeds: readonly SalesTaxCategorySeed[] = [
  { name: 'Minnesota State Tax', description: 'Minnesota state sales tax', rate: '6.875', isExempt: false, jurisdictionCode: 'US-MN' },
  { name: 'Hennepin County Tax', description: 'Hennepin County sales tax', rate: '0.25', isExempt: false, jurisdictionCode: 'US-MN-HENNEPIN' },
  { name: 'Minneapolis City Tax', description: 'Minneapolis city sales tax', rate: '0.5', isExempt: false, jurisdictionCode: 'US-MN-MINNEAPOLIS' },
  { name: 'California State Tax', description: 'California sales tax', rate: '8.5', isExempt: false, jurisdictionCode: 'US-CA' },
  { name: 'Non-Taxable', description: 'Exempt from sales tax', rate: '0', isExempt: true, jurisdictionCode: null },
];
