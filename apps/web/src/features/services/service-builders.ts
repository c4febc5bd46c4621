import type { Service, ServiceDetail, Upsale } from '@groundwork/domain/services';

let counter = 0;
function uuid(): string {
  counter += 1;
  return `5e7c1a52-3f0e-4a4b-9a59-${String(counter).padStart(12, '0')}`;
}

/** A service as the server sends it (test data). */
export function aService(overrides: Partial<ServiceDetail> = {}): ServiceDetail {
  return {
    id: uuid(),
    name: 'Weekly mowing',
    description: 'Mow, trim and blow every week',
    isTaxable: true,
    serviceClass: 'Residential maintenance',
    incomeAccount: '4100 Maintenance Income',
    incomeDivisionId: null,
    selectedCustomFieldId: null,
    rateMatrixData: { matrixRows: [], bottomSection: null },
    recipe: [],
    defaultVisits: 1,
    order: 1,
    archived: false,
    createdAt: '2025-03-01T14:00:00.000Z',
    updatedAt: '2025-03-01T14:00:00.000Z',
    upsales: [],
    questions: [],
    charges: [],
    ...overrides,
  };
}

export function listItem(service: ServiceDetail): Service {
  const { upsales: _upsales, questions: _questions, charges: _charges, ...rest } = service;
  return rest;
}

export function anUpsale(parent: ServiceDetail, upsold: ServiceDetail, order: number): Upsale {
  return { id: uuid(), parentServiceId: parent.id, serviceId: upsold.id, serviceName: upsold.name, serviceDescription: upsold.description, order };
}
