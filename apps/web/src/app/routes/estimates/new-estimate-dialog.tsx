import type { ClientType } from '@groundwork/domain/estimates';
import { leadStatusLabels } from '@groundwork/domain/leads';
import { useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Combobox, type ComboboxOption } from '@/components/ui/combobox';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { useCustomers } from '@/features/customers/api/get-customers';
import { useLeads } from '@/features/leads/api/get-leads';
import { paths } from '@/lib/paths';

/** An option's value: `customer:<id>` or `lead:<id>`. */
function clientOf(value: string): { clientType: ClientType; clientId: string } | null {
  const [clientType, clientId] = value.split(':');
  return (clientType === 'customer' || clientType === 'lead') && clientId ? { clientType, clientId } : null;
}

const place = (street: string, city: string) => [street, city].filter(Boolean).join(', ');

/**
 * /estimates' *New estimate*: pick the customer or lead it is for (from the client book the app keeps), then the
 * builder opens for them. Archived customers and won leads (now customers) are not offered.
 */
export function NewEstimateDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open && <NewEstimateDialogContent onClose={() => onOpenChange(false)} />}
    </Dialog>
  );
}

function NewEstimateDialogContent({ onClose }: { onClose: () => void }) {
  const navigate = useNavigate();
  const customers = useCustomers();
  const leads = useLeads();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>();

  const options = useMemo<ComboboxOption[]>(() => {
    const customerOptions = (customers.data ?? [])
      .filter((customer) => customer.status !== 'archived')
      .map((customer) => ({
        value: `customer:${customer.id}`,
        label: [customer.displayName, 'Customer', place(customer.street, customer.city)].filter(Boolean).join(' · '),
        keywords: `${customer.companyName} ${customer.email} ${customer.phone} ${customer.mobilePhone} ${customer.propertyStreet}`,
      }));
    const leadOptions = (leads.data ?? [])
      .filter((lead) => lead.status !== 'won')
      .map((lead) => ({
        value: `lead:${lead.id}`,
        label: [lead.displayName, `Lead (${leadStatusLabels[lead.status]})`, place(lead.street, lead.city)].filter(Boolean).join(' · '),
        keywords: `${lead.companyName} ${lead.email} ${lead.phone} ${lead.mobilePhone} ${lead.propertyStreet}`,
      }));
    return [...customerOptions, ...leadOptions].sort((a, b) => a.label.localeCompare(b.label, 'en-US', { sensitivity: 'base' }));
  }, [customers.data, leads.data]);

  const loading = (customers.isPending && !customers.data) || (leads.isPending && !leads.data);

  const start = () => {
    const client = clientOf(value);
    if (!client) {
      setError('Choose the customer or lead this estimate is for.');
      return;
    }
    onClose();
    void navigate(paths.newEstimate(client.clientType, client.clientId));
  };

  return (
    <DialogContent className="max-w-lg">
      <DialogHeader>
        <DialogTitle>New estimate</DialogTitle>
        <DialogDescription>Who is it for? Search your customers and leads by name, company, e-mail, phone or street.</DialogDescription>
      </DialogHeader>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          start();
        }}
        className="grid gap-4"
      >
        <FormField id="new-estimate-client" label="Customer or lead" error={error} hint={loading ? 'Loading your client book…' : undefined}>
          {(control) => (
            <Combobox
              {...control}
              value={value}
              onChange={(next) => {
                setValue(next);
                setError(undefined);
              }}
              options={options}
              placeholder="Type a name"
              emptyText={loading ? 'Loading…' : 'No customer or lead matches'}
            />
          )}
        </FormField>
        <p className="text-sm text-muted-foreground">
          Not in the list? Add a{' '}
          <Link to="/customers/new" className="font-medium text-primary hover:underline">
            new customer
          </Link>{' '}
          or a{' '}
          <Link to="/leads/new" className="font-medium text-primary hover:underline">
            new lead
          </Link>{' '}
          first.
        </p>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit">Start estimate</Button>
        </DialogFooter>
      </form>
    </DialogContent>
  );
}
