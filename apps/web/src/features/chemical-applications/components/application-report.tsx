import { MAX_REPORT_ROWS, type ApplicationReport as Report } from '@groundwork/domain/chemical-applications';
import { workOrderLabel } from '@groundwork/domain/orders';
import { FileDownIcon, FileSpreadsheetIcon, FlaskConicalIcon, Loader2Icon } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { EmptyState, LoadError, LoadingRows } from '@/components/ui/load-states';
import { NativeSelect } from '@/components/ui/native-select';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { toast } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api-client';
import { useCompanyTimeZone } from '@/lib/company-time-zone';
import { saveBlob } from '@/lib/download-file';
import { formatDateTime, formatShortDay } from '@/lib/format';
import { getApplicationReportFile, reportFileName, type ReportFileFormat } from '../api/download-application-files';
import { useApplicationReport, type ReportFilters } from '../api/get-application-report';
import { formatArea, formatRate, formatTotalApplied, recordCount } from '../application-format';
import type { ApplicationOptions, SiteChoice } from '../application-options';
import { thisYearToToday } from '../application-time';

/**
 * The records report a regulator asks for: a date range (this year to today unless changed), narrowed to a product,
 * an applicator or a property; the records oldest first and the product applied per product. CSV and PDF as files.
 */
export function ApplicationReport({ options }: { options: ApplicationOptions }) {
  const timeZone = useCompanyTimeZone();
  const [range] = useState(() => thisYearToToday(timeZone));
  const [from, setFrom] = useState(range.from);
  const [to, setTo] = useState(range.to);
  const [productId, setProductId] = useState('');
  const [applicatorEmployeeId, setApplicatorEmployeeId] = useState('');
  const [site, setSite] = useState<SiteChoice | null>(null);
  const [downloading, setDownloading] = useState<ReportFileFormat | null>(null);

  const rangeError = !from || !to ? 'Choose the first and last day' : from > to ? 'To must be on or after From' : null;
  const filters: ReportFilters = { from, to, productId, applicatorEmployeeId, customerId: site?.customerId, propertyId: site?.propertyId ?? undefined };
  const report = useApplicationReport(filters, rangeError === null);

  const download = async (format: ReportFileFormat) => {
    setDownloading(format);
    try {
      saveBlob(await getApplicationReportFile(filters, format), reportFileName(from, to, format));
    } catch (error) {
      toast.error(`Failed to download the ${format.toUpperCase()}`, { description: errorMessage(error) });
    } finally {
      setDownloading(null);
    }
  };

  let body: ReactNode;
  if (rangeError) body = null;
  else if (report.isPending) body = <LoadingRows rows={6} label="Loading the report" />;
  else if (report.isError && !report.data) body = <LoadError title="Could not load the report" error={report.error} onRetry={() => void report.refetch()} />;
  else if (report.data.applications.length === 0)
    body = <EmptyState icon={<FlaskConicalIcon aria-hidden="true" />} title="No applications in this range" description="Try a wider range, or clear the product, applicator or property." />;
  else body = <ReportTables report={report.data} timeZone={timeZone} />;

  return (
    <div className="grid gap-5">
      <div className="grid grid-cols-2 items-end gap-3 md:grid-cols-3 xl:grid-cols-5" role="group" aria-label="Report filters">
        <FormField id="report-from" label="From" error={rangeError && !from ? rangeError : undefined}>
          {(control) => <Input {...control} type="date" value={from} onChange={(event) => setFrom(event.target.value)} />}
        </FormField>
        <FormField id="report-to" label="To" error={rangeError && from ? rangeError : undefined}>
          {(control) => <Input {...control} type="date" value={to} onChange={(event) => setTo(event.target.value)} />}
        </FormField>
        <FormField id="report-product" label="Product">
          {(control) => (
            <NativeSelect {...control} value={productId} onChange={(event) => setProductId(event.target.value)}>
              <option value="">All products</option>
              {options.products.map((product) => (
                <option key={product.id} value={product.id}>
                  {product.name}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormField id="report-applicator" label="Applicator">
          {(control) => (
            <NativeSelect {...control} value={applicatorEmployeeId} onChange={(event) => setApplicatorEmployeeId(event.target.value)}>
              <option value="">Anyone</option>
              {options.applicators.map((person) => (
                <option key={person.id} value={person.id}>
                  {person.name}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <Field id="report-site" label="Customer or property" className="col-span-2 md:col-span-1">
          {options.renderSitePicker({ id: 'report-site', value: site, onChange: setSite })}
        </Field>
      </div>

      <div className="flex flex-wrap items-center gap-2">
        <Button variant="outline" className="min-h-11" disabled={rangeError !== null || downloading !== null} onClick={() => void download('csv')}>
          {downloading === 'csv' ? <Loader2Icon className="animate-spin" aria-hidden="true" /> : <FileSpreadsheetIcon aria-hidden="true" />}
          Download CSV
        </Button>
        <Button variant="outline" className="min-h-11" disabled={rangeError !== null || downloading !== null} onClick={() => void download('pdf')}>
          {downloading === 'pdf' ? <Loader2Icon className="animate-spin" aria-hidden="true" /> : <FileDownIcon aria-hidden="true" />}
          Download PDF
        </Button>
        {report.data && !rangeError && (
          <p className="text-sm text-muted-foreground" role="status" aria-live="polite">
            {recordCount(report.data.applications.length)} from {formatShortDay(report.data.from)} to {formatShortDay(report.data.to)}
          </p>
        )}
      </div>

      {report.data?.truncated && !rangeError && (
        <Alert variant="info" role="status">
          <AlertTitle>Only the first {MAX_REPORT_ROWS.toLocaleString('en-US')} records are shown</AlertTitle>
          <AlertDescription>Narrow the range, or pick a product or applicator, to see them all.</AlertDescription>
        </Alert>
      )}
      {body}
    </div>
  );
}

function ReportTables({ report, timeZone }: { report: Report; timeZone: string }) {
  return (
    <div className="grid gap-6">
      {report.citations.length > 0 && <p className="text-xs text-muted-foreground">{report.citations.join(' · ')}</p>}
      <section className="grid gap-2" aria-labelledby="report-totals-title">
        <h3 id="report-totals-title" className="text-base font-semibold">
          Totals per product
        </h3>
        <div className="overflow-x-auto rounded-lg border border-border">
          <Table aria-labelledby="report-totals-title">
            <TableHeader>
              <TableRow>
                <TableHead>Product</TableHead>
                <TableHead>EPA reg. no.</TableHead>
                <TableHead className="text-right">Applications</TableHead>
                <TableHead className="text-right">Area</TableHead>
                <TableHead className="text-right">Total applied</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {report.totals.map((total) => (
                <TableRow key={`${total.productId}-${total.labelRateUnit}`}>
                  <TableCell className="font-medium">{total.productName}</TableCell>
                  <TableCell>{total.epaRegistrationNumber ?? '—'}</TableCell>
                  <TableCell className="text-right tabular-nums">{total.applications.toLocaleString('en-US')}</TableCell>
                  <TableCell className="text-right tabular-nums">{formatArea(total.areaTreated)}</TableCell>
                  <TableCell className="text-right tabular-nums">{formatTotalApplied(total.totalApplied, total.labelRateUnit)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      </section>

      <section className="grid gap-2" aria-labelledby="report-records-title">
        <h3 id="report-records-title" className="text-base font-semibold">
          Records
        </h3>
        {/* A regulator's report is read whole: the rows wrap into cards on a phone instead of scrolling sideways. */}
        <ul className="grid gap-2 md:hidden" aria-label="Records">
          {report.applications.map((row) => (
            <li key={row.id} className="grid gap-1 rounded-lg border border-border p-3 text-sm">
              <span className="font-medium">{formatDateTime(row.finishedAt, timeZone)}</span>
              <span>
                {row.customerName} · {row.siteLocation}
              </span>
              <span>
                {row.productName}
                {row.epaRegistrationNumber && ` (EPA ${row.epaRegistrationNumber})`} · {formatRate(row.rate, row.labelRateUnit)} · {formatArea(row.areaTreated)}
              </span>
              <span className="text-muted-foreground">
                {row.applicatorName}
                {row.complete ? '' : ' · incomplete'}
              </span>
            </li>
          ))}
        </ul>
        <div className="hidden overflow-x-auto rounded-lg border border-border md:block">
          <Table aria-labelledby="report-records-title">
            <TableHeader>
              <TableRow>
                <TableHead>Finished</TableHead>
                <TableHead>Customer and site</TableHead>
                <TableHead>Product</TableHead>
                <TableHead className="text-right">Rate</TableHead>
                <TableHead className="text-right">Area</TableHead>
                <TableHead>Weather</TableHead>
                <TableHead>Applicator</TableHead>
                <TableHead>Work order</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {report.applications.map((row) => (
                <TableRow key={row.id}>
                  <TableCell className="whitespace-nowrap">{formatDateTime(row.finishedAt, timeZone)}</TableCell>
                  <TableCell>
                    {row.customerName}
                    <span className="block text-xs text-muted-foreground">{row.siteLocation}</span>
                  </TableCell>
                  <TableCell>
                    {row.productName}
                    {row.epaRegistrationNumber && <span className="block text-xs text-muted-foreground">EPA {row.epaRegistrationNumber}</span>}
                  </TableCell>
                  <TableCell className="text-right tabular-nums">{formatRate(row.rate, row.labelRateUnit)}</TableCell>
                  <TableCell className="text-right tabular-nums">{formatArea(row.areaTreated)}</TableCell>
                  <TableCell className="whitespace-nowrap">
                    {row.temperatureF === null ? '—' : `${row.temperatureF} °F`}
                    {row.windSpeedMph !== null && ` · ${row.windSpeedMph} mph ${row.windDirection ?? ''}`}
                  </TableCell>
                  <TableCell>
                    {row.applicatorName}
                    {row.applicatorLicenseNumber && <span className="block text-xs text-muted-foreground">Licence {row.applicatorLicenseNumber}</span>}
                  </TableCell>
                  <TableCell>{row.workOrderNumber === null ? '—' : workOrderLabel(row.workOrderNumber)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      </section>
    </div>
  );
}
