import { statementFileName } from '@groundwork/domain/invoices';
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { customers } from '../../db/schema';
import { addressLines, companyFacts, pdfLogo } from '../../lib/public-company';
import { customerLedgerOf } from './payments.service';
import { renderStatementPdf } from './statement-pdf';

export interface StatementFile {
  fileName: string;
  pdf: Buffer;
}

/**
 * One customer's statement for a period as a PDF with the company's letterhead: the office's download, and what a
 * bulk statements job attaches to its e-mail (it has the company id, not a request). Another company's customer is
 * not found (404).
 */
export async function renderCustomerStatement(
  db: Db,
  log: FastifyBaseLogger,
  companyId: string,
  customerId: string,
  period: { from?: string | undefined; to?: string | undefined },
  options: { compress?: boolean } = {},
): Promise<StatementFile> {
  const ledger = await customerLedgerOf(db, companyId, customerId, period);
  const [customer] = await db
    .select()
    .from(customers)
    .where(and(eq(customers.companyId, companyId), eq(customers.id, customerId)))
    .limit(1);
  const facts = await companyFacts(db, companyId);
  const pdf = await renderStatementPdf(
    {
      company: facts.company,
      logo: await pdfLogo(db, companyId, facts.logoType, log),
      customer: { name: ledger.customerName, addressLines: customer ? addressLines(customer) : [] },
      ledger,
    },
    options,
  );
  return { fileName: statementFileName(ledger.to), pdf };
}
