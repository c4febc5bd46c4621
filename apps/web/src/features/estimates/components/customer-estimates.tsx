import type { ClientType, EstimateListItem } from '@groundwork/domain/estimates';
import type { UseQueryResult } from '@tanstack/react-query';
import { FilePlusIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { LoadError, LoadingRows } from '@/components/ui/load-states';
import { useCompanyTimeZone } from '@/lib/company-time-zone';
import { formatCurrency, formatDate } from '@/lib/format';
import { paths } from '@/lib/paths';
import { useCustomerEstimates } from '../api/get-customer-estimates';
import { useLeadEstimates } from '../api/get-lead-estimates';
import { EstimateStatusBadge } from './estimate-status-badge';

/** The customer page's Estimates section: GET /estimatesbyCustomer/{id} and a link to start a new one. */
export function CustomerEstimates({ customerId }: { customerId: string }) {
  return <ClientEstimatesCard clientType="customer" clientId={customerId} query={useCustomerEstimates(customerId)} />;
}

/** The lead page's Estimates section: the lead's estimates (from GET /estimates) and a link to start a new one. */
export function LeadEstimates({ leadId }: { leadId: string }) {
  return <ClientEstimatesCard clientType="lead" clientId={leadId} query={useLeadEstimates(leadId)} />;
}

type CardProps = { clientType: ClientType; clientId: string; query: UseQueryResult<EstimateListItem[]> };

function ClientEstimatesCard({ clientType, clientId, query }: CardProps) {
  const label = clientType === 'customer' ? 'Customer estimates' : 'Lead estimates';
  const timeZone = useCompanyTimeZone();
  return (
    <Card>
      <CardHeader className="flex flex-row items-center justify-between gap-3">
        <CardTitle>Estimates</CardTitle>
        <Button variant="outline" size="sm" asChild>
          <Link to={paths.newEstimate(clientType, clientId)}>
            <FilePlusIcon aria-hidden="true" />
            New estimate
          </Link>
        </Button>
      </CardHeader>
      <CardContent>
        {query.isPending ? (
          <LoadingRows rows={2} label="Loading estimates" />
        ) : query.isError ? (
          <LoadError title="Could not load estimates" error={query.error} onRetry={() => void query.refetch()} />
        ) : query.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">No estimates yet.</p>
        ) : (
          <table className="w-full text-sm" aria-label={label}>
            <thead>
              <tr className="text-left text-xs text-muted-foreground uppercase">
                <th scope="col" className="py-1">Number</th>
                <th scope="col">Description</th>
                <th scope="col">Status</th>
                <th scope="col">Last modified</th>
                <th scope="col" className="text-right">Total</th>
              </tr>
            </thead>
            <tbody>
              {query.data.map((estimate) => (
                <tr key={estimate.id} className="border-t border-border">
                  <td className="py-2">
                    <Link className="font-medium hover:underline" to={`/estimates/${estimate.id}`}>
                      #{estimate.number}
                    </Link>
                  </td>
                  <td>{estimate.description}</td>
                  <td>
                    <EstimateStatusBadge status={estimate.status} />
                  </td>
                  <td>{formatDate(estimate.lastModified, timeZone)}</td>
                  <td className="text-right tabular-nums">{formatCurrency(estimate.total)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </CardContent>
    </Card>
  );
}
