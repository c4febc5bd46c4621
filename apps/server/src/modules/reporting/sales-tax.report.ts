import { salesTaxReport as buildSalesTaxReport, type Period, type SalesTaxPeriodAggregates, type TaxedSales } from '@groundwork/domain/reporting';
import { eq, sql } from 'drizzle-orm';
import { salesTaxCategories, salesTaxJurisdictions } from '../../db/schema';
import { queryRows } from '../../lib/clients';
import type { ReportContext } from './report-context';

/**
 * Sales tax: invoices and credit notes of the period summed by the rate they charged (as stored on each when it was
 * priced), and the company's tax set-up, which says how a rate splits between state, county and city.
 */

interface TaxedRow {
  source: 'invoice' | 'credit_note';
  name: string;
  rate: string;
  subtotal: string;
  taxable: string;
  tax: string;
}

async function periodAggregates(context: ReportContext, period: Period): Promise<SalesTaxPeriodAggregates> {
  const { companyId } = context;
  const rows = await queryRows<TaxedRow>(
    context.db,
    sql`
      select 'invoice' as source, tax_rate_name as name, tax_rate_percent::text as rate,
        sum(subtotal)::text as subtotal, sum(taxable_subtotal)::text as taxable, sum(tax)::text as tax
        from invoices
        where company_id = ${companyId} and issue_date between ${period.from}::date and ${period.to}::date and status not in ('draft', 'void')
        group by tax_rate_name, tax_rate_percent
      union all
      -- A credit note keeps its own rate but no name: it takes its invoice's.
      select 'credit_note', coalesce(i.tax_rate_name, ''), n.tax_rate_percent::text,
        sum(n.subtotal)::text, sum(n.taxable_subtotal)::text, sum(n.tax)::text
        from credit_notes n
        left join invoices i on i.company_id = n.company_id and i.id = n.invoice_id
        where n.company_id = ${companyId} and n.issue_date between ${period.from}::date and ${period.to}::date
        group by coalesce(i.tax_rate_name, ''), n.tax_rate_percent`,
  );
  const taxed = (row: TaxedRow): TaxedSales => ({
    name: row.name,
    ratePercent: Number(row.rate),
    subtotal: Number(row.subtotal),
    taxableSubtotal: Number(row.taxable),
    tax: Number(row.tax),
  });
  return {
    invoices: rows.filter((row) => row.source === 'invoice').map(taxed),
    creditNotes: rows.filter((row) => row.source === 'credit_note').map(taxed),
  };
}

export async function salesTaxReport(context: ReportContext) {
  const { db, companyId } = context;
  const [period, comparison, jurisdictions, categories] = await Promise.all([
    periodAggregates(context, context.period),
    context.comparison ? periodAggregates(context, context.comparison) : null,
    db
      .select({
        id: salesTaxJurisdictions.id,
        name: salesTaxJurisdictions.name,
        type: salesTaxJurisdictions.type,
        parentJurisdictionId: salesTaxJurisdictions.parentJurisdictionId,
        isActive: salesTaxJurisdictions.isActive,
      })
      .from(salesTaxJurisdictions)
      .where(eq(salesTaxJurisdictions.companyId, companyId)),
    db
      .select({
        id: salesTaxCategories.id,
        name: salesTaxCategories.name,
        rate: salesTaxCategories.rate,
        isExempt: salesTaxCategories.isExempt,
        isActive: salesTaxCategories.isActive,
        jurisdictionId: salesTaxCategories.jurisdictionId,
      })
      .from(salesTaxCategories)
      .where(eq(salesTaxCategories.companyId, companyId)),
  ]);
  return buildSalesTaxReport({ period, comparison, setup: { jurisdictions, categories } });
}
