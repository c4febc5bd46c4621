import { useParams } from 'react-router';
import { useLead } from '@/features/leads/api/get-lead';
import { leadLotSize } from './builder-client';
import { EstimateCreateScreen } from './estimate-create-screen';

/** /estimates/create/lead/{leadId} */
export default function EstimateCreateLeadRoute() {
  const { leadId = '' } = useParams();
  const lead = useLead(leadId);
  const client = lead.data ? { id: lead.data.id, type: 'lead' as const, name: lead.data.displayName } : null;
  return <EstimateCreateScreen client={client} clientQuery={lead} properties={[]} fallbackLotSizeSqFt={leadLotSize(lead.data)} />;
}
