import { formatAddress } from '@groundwork/domain/customers';
import type { Customer } from '@groundwork/domain/customers';
import type { Lead } from '@groundwork/domain/leads';
import type { BuilderProperty } from '@/features/estimates/components/estimate-builder';

/** A customer's properties as the builder's property picker shows them. */
export function customerProperties(customer: Customer | undefined): BuilderProperty[] {
  return (customer?.properties ?? []).map((property) => ({
    id: property.id,
    name: property.name || formatAddress(property.address) || 'Property',
    address: formatAddress(property.address),
    lotSizeSqFt: property.lotSizeSqFt,
  }));
}

/** A lead has one property without an id: its lot size prices services. */
export function leadLotSize(lead: Lead | undefined): number | null {
  return lead?.property?.lotSizeSqFt ?? null;
}
