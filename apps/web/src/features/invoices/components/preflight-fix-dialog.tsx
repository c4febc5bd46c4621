import { paymentTerms, paymentTermsLabels, type PaymentTerms } from '@groundwork/domain/invoices';
import { AlertCircleIcon, Loader2Icon } from 'lucide-react';
import { useState } from 'react';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { LoadError } from '@/components/ui/load-states';
import { NativeSelect } from '@/components/ui/native-select';
import { toast } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api-client';
import { isStaleWrite } from '@/lib/stale-write';
import { useSavePreflightFix, useTaxCategoryOptions } from '../api/preflight-fixes';

/** Which fix the dialog makes, for which customer. */
export type PreflightFixRequest = { action: 'choose_tax_category' | 'choose_payment_terms'; customerId: string; customerName: string };

type PreflightFixDialogProps = { request: PreflightFixRequest | null; onOpenChange: (open: boolean) => void };

export const TAX_CATEGORY_REQUIRED_MESSAGE = 'Choose a tax category';
export const TERMS_REQUIRED_MESSAGE = 'Choose payment terms';

/**
 * The assistant's fix for a missing tax category (on the customer, or as the company's default for clients, which
 * fixes every customer missing one) or missing terms (the company's default terms in the invoice settings).
 */
export function PreflightFixDialog({ request, onOpenChange }: PreflightFixDialogProps) {
  const save = useSavePreflightFix();
  return (
    <Dialog open={request !== null} onOpenChange={(next) => !save.isPending && onOpenChange(next)}>
      {request && (
        <DialogContent>
          {request.action === 'choose_tax_category' ? (
            <TaxCategoryFix request={request} save={save} onDone={() => onOpenChange(false)} />
          ) : (
            <TermsFix save={save} onDone={() => onOpenChange(false)} />
          )}
        </DialogContent>
      )}
    </Dialog>
  );
}

type SaveFix = ReturnType<typeof useSavePreflightFix>;

function saveFailure(error: unknown): string {
  return isStaleWrite(error) ? 'Someone else changed it just now. Try again: the latest version will be used.' : errorMessage(error);
}

function TaxCategoryFix({ request, save, onDone }: { request: PreflightFixRequest; save: SaveFix; onDone: () => void }) {
  const categories = useTaxCategoryOptions(true);
  const [categoryId, setCategoryId] = useState('');
  const [scope, setScope] = useState<'customer' | 'company'>('customer');
  const [error, setError] = useState<string | undefined>();
  const [refusal, setRefusal] = useState<string | null>(null);

  const submit = () => {
    const category = categories.data?.find((candidate) => candidate.id === categoryId);
    if (!category) {
      setError(TAX_CATEGORY_REQUIRED_MESSAGE);
      return;
    }
    setRefusal(null);
    save.mutate(scope === 'customer' ? { kind: 'tax_category', scope, customerId: request.customerId, category } : { kind: 'tax_category', scope, category }, {
      onSuccess: () => {
        toast.success(scope === 'customer' ? `Tax category saved for ${request.customerName}` : 'Default tax category for clients saved');
        onDone();
      },
      onError: (failure) => setRefusal(saveFailure(failure)),
    });
  };

  return (
    <>
      <DialogHeader>
        <DialogTitle>Choose a tax category</DialogTitle>
        <DialogDescription>The category sets the tax on {request.customerName}’s invoices.</DialogDescription>
      </DialogHeader>
      {categories.isError ? (
        <LoadError title="Could not load tax categories" error={categories.error} onRetry={() => void categories.refetch()} />
      ) : (
        <form
          noValidate
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <FormField id="fix-tax-category" label="Tax category" error={error}>
            {(control) => (
              <NativeSelect
                {...control}
                value={categoryId}
                disabled={categories.isPending || save.isPending}
                onChange={(event) => {
                  setCategoryId(event.target.value);
                  setError(undefined);
                }}
              >
                <option value="">{categories.isPending ? 'Loading…' : 'Choose…'}</option>
                {categories.data?.map((category) => (
                  <option key={category.id} value={category.id}>
                    {category.name} ({category.rate}%)
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
          <fieldset className="grid gap-2 text-sm">
            <legend className="mb-1 font-medium">Save it</legend>
            <label className="flex items-center gap-2">
              <input type="radio" name="fix-tax-scope" checked={scope === 'customer'} onChange={() => setScope('customer')} />
              For {request.customerName}
            </label>
            <label className="flex items-center gap-2">
              <input type="radio" name="fix-tax-scope" checked={scope === 'company'} onChange={() => setScope('company')} />
              As the company’s default for clients
            </label>
          </fieldset>
          {refusal && <Refusal message={refusal} />}
          <FixFooter busy={save.isPending} onCancel={onDone} />
        </form>
      )}
    </>
  );
}

function TermsFix({ save, onDone }: { save: SaveFix; onDone: () => void }) {
  const [terms, setTerms] = useState<PaymentTerms | ''>('');
  const [error, setError] = useState<string | undefined>();
  const [refusal, setRefusal] = useState<string | null>(null);
  return (
    <>
      <DialogHeader>
        <DialogTitle>Choose payment terms</DialogTitle>
        <DialogDescription>Saved as the company’s default terms: every customer without terms of their own gets them.</DialogDescription>
      </DialogHeader>
      <form
        noValidate
        className="grid gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          if (!terms) {
            setError(TERMS_REQUIRED_MESSAGE);
            return;
          }
          setRefusal(null);
          save.mutate(
            { kind: 'payment_terms', terms },
            {
              onSuccess: () => {
                toast.success('Default payment terms saved');
                onDone();
              },
              onError: (failure) => setRefusal(saveFailure(failure)),
            },
          );
        }}
      >
        <FormField id="fix-payment-terms" label="Payment terms" error={error}>
          {(control) => (
            <NativeSelect
              {...control}
              value={terms}
              disabled={save.isPending}
              onChange={(event) => {
                setTerms(event.target.value as PaymentTerms | '');
                setError(undefined);
              }}
            >
              <option value="">Choose…</option>
              {paymentTerms.map((value) => (
                <option key={value} value={value}>
                  {paymentTermsLabels[value]}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        {refusal && <Refusal message={refusal} />}
        <FixFooter busy={save.isPending} onCancel={onDone} />
      </form>
    </>
  );
}

function Refusal({ message }: { message: string }) {
  return (
    <Alert variant="destructive" role="alert">
      <AlertCircleIcon aria-hidden="true" />
      <AlertDescription>{message}</AlertDescription>
    </Alert>
  );
}

function FixFooter({ busy, onCancel }: { busy: boolean; onCancel: () => void }) {
  return (
    <DialogFooter>
      <Button type="button" variant="outline" onClick={onCancel} disabled={busy}>
        Cancel
      </Button>
      <Button type="submit" disabled={busy}>
        {busy && <Loader2Icon className="animate-spin" aria-hidden="true" />}
        Save
      </Button>
    </DialogFooter>
  );
}
