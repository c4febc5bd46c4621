import { DEFAULT_PROPOSAL_TERMS } from '@groundwork/domain/proposals';
import type { ReactNode } from 'react';
import { Card, CardContent } from '@/components/ui/card';
import { formatDay } from '@/lib/format';
import { formatPercent } from './estimate-format';
import type { BuilderProperty } from './estimate-builder';

/** An estimate's header once it can no longer change (sent, answered, converted): what was sent, as text. */
export function EstimateHeaderSummary({
  clientName,
  property,
  expiryDate,
  proposalDetail,
  description,
  targetNetProfitPercent,
  adjustmentPercent,
  notes,
  terms,
}: {
  clientName: string;
  property: BuilderProperty | null;
  expiryDate: string;
  /** What the proposal shows, in words. */
  proposalDetail: string;
  description: string;
  targetNetProfitPercent: number;
  adjustmentPercent: number;
  notes: string;
  terms: string;
}) {
  return (
    <Card>
      <CardContent className="pt-6" data-estimate-header="">
        <dl className="grid gap-x-6 gap-y-4 text-sm sm:grid-cols-2 lg:grid-cols-3">
          <Item label="Client">{clientName}</Item>
          <Item label="Property">{property ? [property.name, property.address].filter(Boolean).join(' · ') || 'Property' : 'No property'}</Item>
          <Item label="Expiry date">{expiryDate ? formatDay(expiryDate) : 'None'}</Item>
          <Item label="The proposal shows">{proposalDetail}</Item>
          <Item label="Description" wide>
            {description || '—'}
          </Item>
          <Item label="Target net profit">{formatPercent(targetNetProfitPercent)}</Item>
          <Item label="Price adjustment">{formatPercent(adjustmentPercent)}</Item>
          <Item label="Notes" full>
            {notes || '—'}
          </Item>
          <Item label="Proposal terms" full>
            {terms || <span className="text-muted-foreground">{DEFAULT_PROPOSAL_TERMS}</span>}
          </Item>
        </dl>
      </CardContent>
    </Card>
  );
}

function Item({ label, wide = false, full = false, children }: { label: string; wide?: boolean; full?: boolean; children: ReactNode }) {
  return (
    <div className={full ? 'sm:col-span-2 lg:col-span-3' : wide ? 'sm:col-span-2' : undefined}>
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="mt-0.5 font-medium break-words whitespace-pre-line">{children}</dd>
    </div>
  );
}
