import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { queryRows } from './clients';

/**
 * Who a visitor from the company's website already is: the lead-capture forms and the online store's bookings match
 * what a visitor typed to the company's leads and customers by e-mail or phone, so nobody is entered twice.
 */
export interface ClientMatch {
  leadId: string | null;
  /** The customer matched, or the customer a matched lead was converted to. */
  customerId: string | null;
  matchedBy: 'email' | 'phone';
}

/** The company's lead (not yet converted first) or customer with this e-mail or phone. */
export async function findDuplicate(executor: Db, companyId: string, email: string | null, phone: string | null): Promise<ClientMatch | null> {
  if (!email && !phone) return null;
  const phoneMatch = (alias: string) =>
    phone
      ? sql.raw(['phone', 'mobile_phone', 'work_phone'].map((column) => `right(regexp_replace(${alias}.${column}, '[^0-9]', '', 'g'), 10)`).join(', '))
      : null;
  const matchedBy = (alias: string) =>
    sql`case when ${email ? sql`(${sql.raw(alias)}.email = ${email} or ${email} = any(${sql.raw(alias)}.alternate_emails))` : sql`false`} then 'email' else 'phone' end`;
  const condition = (alias: string) => {
    const parts = [];
    if (email) parts.push(sql`(${sql.raw(alias)}.email = ${email} or ${email} = any(${sql.raw(alias)}.alternate_emails))`);
    if (phone) parts.push(sql`${phone} in (${phoneMatch(alias)})`);
    return sql.join(parts, sql` or `);
  };
  const [lead] = await queryRows<{ id: string; converted_customer_id: string | null; matched_by: 'email' | 'phone' }>(
    executor,
    sql`select l.id, l.converted_customer_id, ${matchedBy('l')} as matched_by from leads l
      where l.company_id = ${companyId} and (${condition('l')})
      order by (l.converted_customer_id is null) desc, l.created_at desc limit 1`,
  );
  if (lead) return { leadId: lead.id, customerId: lead.converted_customer_id, matchedBy: lead.matched_by };
  const [customer] = await queryRows<{ id: string; matched_by: 'email' | 'phone' }>(
    executor,
    sql`select c.id, ${matchedBy('c')} as matched_by from customers c
      where c.company_id = ${companyId} and (${condition('c')})
      order by c.created_at desc limit 1`,
  );
  return customer ? { leadId: null, customerId: customer.id, matchedBy: customer.matched_by } : null;
}
