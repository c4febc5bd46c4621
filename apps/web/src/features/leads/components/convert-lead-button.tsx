import type { Customer } from '@groundwork/domain/customers';
import { LEAD_CONVERTED_MESSAGE, type Lead } from '@groundwork/domain/leads';
import { UserCheckIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toast } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api-client';
import { useConvertLead } from '../api/convert-lead';

/** Asks first, then turns the lead into a customer in one step on the server and hands the new customer on. */
export function ConvertLeadButton({ lead, onConverted }: { lead: Lead; onConverted: (customer: Customer) => void }) {
  const convertLead = useConvertLead();
  const [confirming, setConfirming] = useState(false);
  if (lead.convertedCustomerId) return null;

  const convert = () => {
    convertLead.mutate(lead.id, {
      onSuccess: ({ customer }) => {
        setConfirming(false);
        toast.success(LEAD_CONVERTED_MESSAGE);
        onConverted(customer);
      },
      onError: (error) => toast.error('Failed to convert lead', { description: errorMessage(error) }),
    });
  };

  return (
    <>
      <Button onClick={() => setConfirming(true)}>
        <UserCheckIcon aria-hidden="true" />
        Convert to customer
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Convert this lead to a customer?"
        description={`${lead.displayName || 'This lead'} becomes a customer with the lead's contact details, property, notes and custom field values. The lead is marked won and linked to the new customer.`}
        confirmLabel="Convert to customer"
        busyLabel="Converting..."
        busy={convertLead.isPending}
        destructive={false}
        onConfirm={convert}
      />
    </>
  );
}
