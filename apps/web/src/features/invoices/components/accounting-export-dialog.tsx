import { accountingExportFormats, accountingExportQuerySchema, type AccountingExportFormat } from '@groundwork/domain/invoices';
import { Loader2Icon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField, InputField } from '@/components/ui/form-field';
import { NativeSelect } from '@/components/ui/native-select';
import { toast } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api-client';
import { firstIssueByField } from '@/lib/domain-resolver';
import { saveBlob } from '@/lib/download-file';
import { accountingExportFileName, getAccountingExport } from '../api/export-accounting';

const formatLabels: Record<AccountingExportFormat, string> = { iif: 'IIF (QuickBooks Desktop import)', csv: 'CSV (the same rows, for a spreadsheet)' };

/** *Export for QuickBooks*: a period's invoices, payments and credit notes as an IIF file or a CSV, downloaded. */
export function AccountingExportDialog({ open, onOpenChange, today }: { open: boolean; onOpenChange: (open: boolean) => void; today: string }) {
  return <Dialog open={open} onOpenChange={onOpenChange}>{open && <ExportForm today={today} onClose={() => onOpenChange(false)} />}</Dialog>;
}

function ExportForm({ today, onClose }: { today: string; onClose: () => void }) {
  const [values, setValues] = useState({ from: `${today.slice(0, 7)}-01`, to: today, format: 'iif' as AccountingExportFormat });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const change = (field: keyof typeof values) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    setErrors((current) => ({ ...current, [field]: '' }));
  };

  const download = async () => {
    const parsed = accountingExportQuerySchema.safeParse(values);
    if (!parsed.success) {
      setErrors(firstIssueByField(parsed.error));
      return;
    }
    setBusy(true);
    try {
      saveBlob(await getAccountingExport(parsed.data), accountingExportFileName(parsed.data.from, parsed.data.to, parsed.data.format));
      toast.success('Export downloaded');
      onClose();
    } catch (error) {
      toast.error('Failed to export', { description: errorMessage(error) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <DialogContent>
      <DialogHeader>
        <DialogTitle>Export for QuickBooks</DialogTitle>
        <DialogDescription>Invoices, payments and credit notes dated in the period, with customers by their display name.</DialogDescription>
      </DialogHeader>
      <form
        noValidate
        className="grid gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          void download();
        }}
      >
        <fieldset disabled={busy} className="grid gap-4 sm:grid-cols-2">
          <legend className="sr-only">Period and format</legend>
          <InputField id="export-from" label="From" type="date" value={values.from} onChange={change('from')} error={errors.from || undefined} />
          <InputField id="export-to" label="To" type="date" value={values.to} onChange={change('to')} error={errors.to || undefined} />
          <FormField id="export-format" label="Format" className="sm:col-span-2" error={errors.format || undefined}>
            {(control) => (
              <NativeSelect {...control} value={values.format} onChange={change('format')}>
                {accountingExportFormats.map((format) => (
                  <option key={format} value={format}>
                    {formatLabels[format]}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
        </fieldset>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" disabled={busy}>
            {busy && <Loader2Icon className="animate-spin" aria-hidden="true" />}
            Download
          </Button>
        </DialogFooter>
      </form>
    </DialogContent>
  );
}
