import {
  defaultCompanyDetails,
  defaultCompanyMission,
  defaultCompanyPurpose,
  defaultCompanyValues,
  defaultCompanyVision,
  defaultContactDetails,
  defaultSchedulingDetails,
  type CompanyInformation,
  type Logo,
} from '@groundwork/domain/company-information';
import { defaultOnboardingState, type Onboarding, type OnboardingState } from '@groundwork/domain/onboarding';
import type { Jurisdiction, SalesTaxCategory } from '@groundwork/domain/sales-tax';

const noLogo = (): Logo => ({ url: null, altText: '', contentType: null, byteSize: null });

export function aCompanyInformation(overrides: Partial<CompanyInformation> = {}): CompanyInformation {
  return {
    companyDetails: defaultCompanyDetails('Demo Landscaping'),
    contactDetails: defaultContactDetails(),
    schedulingDetails: defaultSchedulingDetails(),
    logoDetails: { mainLogo: noLogo(), secondaryLogo: noLogo(), favicon: noLogo() },
    companyPurpose: defaultCompanyPurpose(),
    companyValues: defaultCompanyValues(),
    companyMission: defaultCompanyMission(),
    companyVision: defaultCompanyVision(),
    updatedAt: '2025-06-01T12:00:00.000Z',
    ...overrides,
  };
}

export function anOnboarding(state: OnboardingState = defaultOnboardingState(), updatedAt = '2025-06-01T12:00:00.000Z'): Onboarding {
  return { progress: state.progress, data: state.data, updatedAt };
}

let sequence = 0;
const nextId = () => {
  sequence += 1;
  return `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`;
};

export function aJurisdiction(overrides: Partial<Jurisdiction> = {}): Jurisdiction {
  return {
    id: nextId(),
    name: 'Minnesota',
    type: 'state',
    code: 'US-MN',
    parentJurisdictionId: null,
    isActive: true,
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function aTaxCategory(overrides: Partial<SalesTaxCategory> = {}): SalesTaxCategory {
  return {
    id: nextId(),
    name: 'Minnesota State Tax',
    description: 'Minnesota state sales tax',
    rate: 6.875,
    isExempt: false,
    jurisdictionId: null,
    isActive: true,
    isDefaultForProducts: false,
    isDefaultForServices: false,
    isDefaultForClients: false,
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}
