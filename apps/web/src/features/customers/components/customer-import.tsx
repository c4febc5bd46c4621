import {
  CsvParseError,
  customerCsvFieldLabels,
  customerCsvFields,
  guessCsvMapping,
  mapCsvRows,
  parseCsv,
  type CsvMapping,
  type CsvTaxCategory,
  type CustomerCsvField,
} from '@groundwork/domain/csv';
import { MAX_IMPORT_BYTES, MAX_IMPORT_ROWS, formatAddress, type CustomerImportResult } from '@groundwork/domain/customers';
import { AlertCircleIcon, CheckCircle2Icon, DownloadIcon, FileUpIcon, Loader2Icon, RotateCcwIcon } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { toast } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api-client';
import { downloadFile } from '@/lib/download-file';
import { readFileText } from '@/lib/read-file-text';
import { useImportCustomers } from '../api/import-customers';
import { badRowsReport } from '../customer-import-report';

type LoadedFile = { name: string; text: string; records: string[][] };

type CustomerImportProps = {
  /** Called after an import finished (the onboarding wizard moves on with it). */
  onImported?: (result: { imported: number; failed: number }) => void;
  /** The company's tax categories: a tax category column is matched against their names, as the server does. */
  taxCategories?: readonly CsvTaxCategory[] | undefined;
};

// One empty list, so the preview (up to 20,000 rows) is not worked out again on every render.
const NO_TAX_CATEGORIES: readonly CsvTaxCategory[] = [];

const PREVIEW_ROWS = 10;

/**
 * Customers from a spreadsheet: choose a CSV file → map its columns to customer fields → preview with every row
 * validated by the same rules the server uses → import the good rows (one transaction) → download a report of the
 * rows that were not imported.
 */
export function CustomerImport({ onImported, taxCategories = NO_TAX_CATEGORIES }: CustomerImportProps) {
  const inputId = useId();
  const [file, setFile] = useState<LoadedFile | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [hasHeader, setHasHeader] = useState(true);
  const [mapping, setMapping] = useState<CsvMapping>({});
  const [result, setResult] = useState<CustomerImportResult | null>(null);
  const importCustomers = useImportCustomers();

  const header = file && hasHeader ? (file.records[0] ?? []) : null;
  const dataRecords = useMemo(() => (file ? (hasHeader ? file.records.slice(1) : file.records) : []), [file, hasHeader]);
  const firstRow = hasHeader ? 2 : 1;
  const columnCount = file ? Math.max(0, ...file.records.map((record) => record.length)) : 0;
  const mapped = useMemo(() => mapCsvRows(dataRecords, mapping, { firstRow, taxCategories }), [dataRecords, mapping, firstRow, taxCategories]);
  const mappedAny = Object.keys(mapping).length > 0;

  const chooseFile = async (chosen: File | undefined) => {
    setResult(null);
    setFileError(null);
    if (!chosen) return;
    if (chosen.size > MAX_IMPORT_BYTES) {
      setFile(null);
      setFileError('The file is larger than 8 MB. Split it into smaller files.');
      return;
    }
    try {
      const text = await readFileText(chosen);
      const records = parseCsv(text);
      if (records.length === 0) throw new Error('The file is empty.');
      if (records.length - 1 > MAX_IMPORT_ROWS) throw new Error(`The file has more than ${MAX_IMPORT_ROWS.toLocaleString('en-US')} rows. Split it into smaller files.`);
      setFile({ name: chosen.name, text, records });
      setHasHeader(true);
      setMapping(guessCsvMapping(records[0] ?? []));
    } catch (error) {
      setFile(null);
      setFileError(error instanceof CsvParseError ? `This is not a readable CSV file: ${error.message}.` : errorMessage(error));
    }
  };

  const setColumn = (field: CustomerCsvField, value: string) => {
    setMapping((current) => {
      const next = { ...current };
      if (value === '') delete next[field];
      else next[field] = Number(value);
      return next;
    });
  };

  const startImport = () => {
    if (!file) return;
    importCustomers.mutate(
      { csv: file.text, mapping, hasHeader },
      {
        onSuccess: (answer) => {
          setResult(answer);
          toast.success(`Imported ${answer.imported.toLocaleString('en-US')} customers`, {
            description: answer.failed.length > 0 ? `${answer.failed.length} rows were not imported: download the report to fix them.` : undefined,
          });
          onImported?.({ imported: answer.imported, failed: answer.failed.length });
        },
        onError: (error) => toast.error('Import failed', { description: errorMessage(error) }),
      },
    );
  };

  const downloadReport = (badRows: readonly { row: number; messages: string[] }[]) => {
    if (!file) return;
    const base = file.name.replace(/\.csv$/i, '');
    downloadFile(`${base}-not-imported.csv`, badRowsReport(dataRecords, header, badRows, firstRow));
  };

  const restart = () => {
    setFile(null);
    setResult(null);
    setMapping({});
    setFileError(null);
  };

  if (result) {
    return (
      <section aria-labelledby={`${inputId}-result`} className="grid gap-4">
        <Alert variant={result.failed.length > 0 ? 'default' : 'success'} role="status">
          <CheckCircle2Icon aria-hidden="true" />
          <AlertTitle id={`${inputId}-result`}>
            Imported {result.imported.toLocaleString('en-US')} of {result.total.toLocaleString('en-US')} customers
          </AlertTitle>
          <AlertDescription>
            {result.failed.length === 0 ? 'Every row was imported.' : `${result.failed.length} rows were not imported. The report lists each one with what to fix.`}
          </AlertDescription>
        </Alert>
        {result.failed.length > 0 && <BadRowsTable badRows={result.failed} />}
        <div className="flex flex-wrap gap-2">
          {result.failed.length > 0 && (
            <Button variant="outline" onClick={() => downloadReport(result.failed)}>
              <DownloadIcon aria-hidden="true" />
              Download report of rows not imported
            </Button>
          )}
          <Button variant="outline" onClick={restart}>
            <RotateCcwIcon aria-hidden="true" />
            Import another file
          </Button>
        </div>
      </section>
    );
  }

  return (
    <div className="grid gap-8">
      <section aria-labelledby={`${inputId}-step-file`} className="grid gap-3">
        <h2 id={`${inputId}-step-file`} className="text-base font-semibold text-foreground">
          1. Choose a CSV file
        </h2>
        <p className="text-sm text-muted-foreground">Export your client list from a spreadsheet or your old system as CSV. The first row should name the columns.</p>
        <div className="grid max-w-md gap-2">
          <Label htmlFor={inputId}>CSV file</Label>
          <Input
            id={inputId}
            type="file"
            accept=".csv,text/csv"
            className="cursor-pointer file:mr-3 file:cursor-pointer file:border-0 file:bg-transparent file:text-sm file:font-medium"
            aria-describedby={fileError ? `${inputId}-error` : undefined}
            aria-invalid={fileError ? true : undefined}
            onChange={(event) => void chooseFile(event.target.files?.[0])}
          />
        </div>
        {fileError && (
          <Alert variant="destructive" role="alert" id={`${inputId}-error`}>
            <AlertCircleIcon aria-hidden="true" />
            <AlertDescription>{fileError}</AlertDescription>
          </Alert>
        )}
        {file && (
          <div className="flex items-center gap-3">
            <Checkbox id={`${inputId}-header`} checked={hasHeader} onCheckedChange={(checked) => setHasHeader(checked === true)} />
            <Label htmlFor={`${inputId}-header`}>The first row names the columns</Label>
          </div>
        )}
      </section>

      {file && (
        <section aria-labelledby={`${inputId}-step-map`} className="grid gap-3">
          <h2 id={`${inputId}-step-map`} className="text-base font-semibold text-foreground">
            2. Match the columns
          </h2>
          <p className="text-sm text-muted-foreground">
            {file.name}: {dataRecords.length.toLocaleString('en-US')} rows, {columnCount} columns. We matched the columns we recognised; check them and pick the rest.
            A tax category must be one of yours, by name; a customer without one is taxed at the company&apos;s default for clients.
          </p>
          <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {customerCsvFields.map((field) => (
              <div key={field} className="grid gap-1.5">
                <Label htmlFor={`${inputId}-map-${field}`}>{customerCsvFieldLabels[field]}</Label>
                <NativeSelect id={`${inputId}-map-${field}`} value={mapping[field] === undefined ? '' : String(mapping[field])} onChange={(event) => setColumn(field, event.target.value)}>
                  <option value="">Not imported</option>
                  {Array.from({ length: columnCount }, (_, column) => (
                    <option key={column} value={column}>
                      {header?.[column] ? `${header[column]} (column ${column + 1})` : `Column ${column + 1}`}
                    </option>
                  ))}
                </NativeSelect>
              </div>
            ))}
          </div>
        </section>
      )}

      {file && mappedAny && (
        <section aria-labelledby={`${inputId}-step-preview`} className="grid gap-4">
          <h2 id={`${inputId}-step-preview`} className="text-base font-semibold text-foreground">
            3. Check and import
          </h2>
          <p className="text-sm text-foreground" role="status" aria-live="polite">
            <strong>{mapped.valid.length.toLocaleString('en-US')}</strong> rows ready to import
            {mapped.invalid.length > 0 && (
              <>
                , <strong className="text-destructive">{mapped.invalid.length.toLocaleString('en-US')}</strong> rows with problems (they will not be imported)
              </>
            )}
            .
          </p>
          {mapped.valid.length > 0 && (
            <div className="overflow-hidden rounded-xl border border-border">
              <Table aria-label="Preview of rows to import">
                <TableHeader>
                  <TableRow>
                    <TableHead>Row</TableHead>
                    <TableHead>Name</TableHead>
                    <TableHead>Email</TableHead>
                    <TableHead>Phone</TableHead>
                    <TableHead>Address</TableHead>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {mapped.valid.slice(0, PREVIEW_ROWS).map(({ row, customer }) => (
                    <TableRow key={row}>
                      <TableCell>{row}</TableCell>
                      <TableCell className="font-medium">
                        {customer.displayName || [customer.firstName, customer.lastName].filter(Boolean).join(' ') || customer.companyName}
                      </TableCell>
                      <TableCell>{customer.email}</TableCell>
                      <TableCell>{customer.phone || customer.mobilePhone || customer.workPhone}</TableCell>
                      <TableCell>{formatAddress(customer.address)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
              {mapped.valid.length > PREVIEW_ROWS && (
                <p className="border-t border-border px-4 py-2 text-xs text-muted-foreground">
                  … and {(mapped.valid.length - PREVIEW_ROWS).toLocaleString('en-US')} more
                </p>
              )}
            </div>
          )}
          {mapped.invalid.length > 0 && <BadRowsTable badRows={mapped.invalid} />}
          <div className="flex flex-wrap gap-2">
            <Button onClick={startImport} disabled={mapped.valid.length === 0 || importCustomers.isPending}>
              {importCustomers.isPending ? <Loader2Icon className="animate-spin" aria-hidden="true" /> : <FileUpIcon aria-hidden="true" />}
              {importCustomers.isPending ? 'Importing...' : `Import ${mapped.valid.length.toLocaleString('en-US')} customers`}
            </Button>
            {mapped.invalid.length > 0 && (
              <Button variant="outline" onClick={() => downloadReport(mapped.invalid)}>
                <DownloadIcon aria-hidden="true" />
                Download report of rows with problems
              </Button>
            )}
          </div>
        </section>
      )}
    </div>
  );
}

function BadRowsTable({ badRows }: { badRows: readonly { row: number; messages: string[] }[] }) {
  return (
    <div className="max-h-80 overflow-auto rounded-xl border border-destructive/30" tabIndex={0} role="region" aria-label="Rows with problems">
      <Table aria-label="Rows with problems">
        <TableHeader>
          <TableRow>
            <TableHead>Row</TableHead>
            <TableHead>Problems</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {badRows.map(({ row, messages }) => (
            <TableRow key={row}>
              <TableCell className="align-top">{row}</TableCell>
              <TableCell className="whitespace-normal text-destructive">{messages.join('; ')}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
