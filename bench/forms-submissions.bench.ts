/**
 * Lead-capture form submissions (issue 20): how many a second the public endpoint takes before its rate limit, beside
 * its database ceiling, and the limit itself.
 * 1. POST /api/v2/public/lead_forms/{token}/submissions, JSON as the hosted page sends it, each from its own address
 *    (X-Forwarded-For with TRUST_PROXY, as behind a load balancer) and with its own e-mail address, so every one is a
 *    new lead — the most work a submission does.
 * 2. DB ceiling: the submission's own statements through the same driver, in one transaction as the service runs
 *    them: the form by its token and the company's lead custom fields, the duplicate look-ups in leads and customers,
 *    the new lead, its list row and activity (lib/clients), the webhook event (lib/webhook-events) and the
 *    submission's row.
 * 3. The limit: one address sending again and again, each answer's status.
 * On PGlite in a temporary directory, and on PostgreSQL when BENCH_DATABASE_URL or TEST_DATABASE_URL is set.
 */
import { randomUUID } from 'node:crypto';
import { FORM_TOKEN_FIELD, type LeadForm, type PublicLeadFormResult } from '@groundwork/domain/forms';
import { and, eq, sql } from 'drizzle-orm';
import { customFields, leadForms, leadFormSubmissions, leads } from '../apps/server/src/db/schema';
import { addActivity, queryRows, refreshLeadListRows } from '../apps/server/src/lib/clients';
import { publishEvent } from '../apps/server/src/lib/webhook-events';
import { formSendRateLimit } from '../apps/server/src/modules/forms/public-forms.routes';
import { benchDrivers } from './support/drivers';
import { defaultSettings, measureLoop } from './support/measure';
import { printTable } from './support/report';
import { startServer } from './support/server';

let address = 0;
/** A distinct client address per submission (10.x.y.z). */
const nextAddress = () => {
  address += 1;
  return `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`;
};

for (const driver of benchDrivers()) {
  const server = await startServer(driver, { TRUST_PROXY: 'true' });
  try {
    const { database, companyId } = server;
    const headers = { authorization: `Bearer ${server.token}`, 'content-type': 'application/json' };
    const created = await fetch(`${server.url}/api/v2/lead_forms`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        name: 'Spring clean-up request',
        fields: [
          { source: 'contact', key: 'firstName', label: 'First name', required: true },
          { source: 'contact', key: 'lastName', label: 'Last name', required: false },
          { source: 'contact', key: 'email', label: 'Email', required: true },
          { source: 'contact', key: 'phone', label: 'Phone', required: false },
          { source: 'contact', key: 'notes', label: 'How can we help?', required: false },
        ],
      }),
    });
    if (created.status !== 201) throw new Error(`POST /lead_forms answered ${created.status}: ${(await created.text()).slice(0, 300)}`);
    const form = ((await created.json()) as { data: { form: LeadForm } }).data.form;
    const token = form.hostedUrl.split('/form/')[1]!;
    const submitUrl = `${server.url}/api/v2/public/lead_forms/${token}/submissions`;
    const page = await fetch(`${server.url}/api/v2/public/lead_forms/${token}`, { headers: { 'x-forwarded-for': nextAddress() } });
    const formToken = ((await page.json()) as { data: PublicLeadFormResult }).data.formToken;
    // The time trap: a person takes more than 3 s to fill the form in.
    await new Promise((resolve) => setTimeout(resolve, 3_200));

    const submit = async (from: string) => {
      const email = `visitor-${randomUUID()}@example.test`;
      return fetch(submitUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': from },
        body: JSON.stringify({ [FORM_TOKEN_FIELD]: formToken, firstName: 'Jordan', lastName: 'Meyer', email, phone: '(612) 555-0142', notes: 'Spring clean-up and mulch for the front beds.' }),
      });
    };
    const probe = await submit(nextAddress());
    if (probe.status !== 201) throw new Error(`the submission answered ${probe.status}: ${(await probe.text()).slice(0, 300)}`);

    const endpoint = await measureLoop(async () => {
      const response = await submit(nextAddress());
      await response.arrayBuffer();
      if (response.status !== 201) throw new Error(`answered ${response.status}`);
    });

    const [formRow] = await database.db.select().from(leadForms).where(eq(leadForms.id, form.id));
    const ceiling = await measureLoop(async () => {
      await database.db.select().from(leadForms).where(and(eq(leadForms.publicToken, token), eq(leadForms.active, true))).limit(1);
      await database.db.select().from(customFields).where(and(eq(customFields.companyId, companyId), eq(customFields.clientType, 'lead')));
      const email = `ceiling-${randomUUID()}@example.test`;
      await database.db.transaction(async (tx) => {
        await queryRows(tx, sql`select l.id from leads l where l.company_id = ${companyId} and (l.email = ${email} or ${email} = any(l.alternate_emails) or '6125550142' in (right(regexp_replace(l.phone, '[^0-9]', '', 'g'), 10))) limit 1`);
        await queryRows(tx, sql`select c.id from customers c where c.company_id = ${companyId} and (c.email = ${email} or ${email} = any(c.alternate_emails) or '6125550142' in (right(regexp_replace(c.phone, '[^0-9]', '', 'g'), 10))) limit 1`);
        const [lead] = await tx
          .insert(leads)
          .values({ companyId, type: 'residential', firstName: 'Jordan', lastName: 'Meyer', displayName: 'Jordan Meyer', email, phone: '(612) 555-0142', status: 'new', notes: 'Spring clean-up' })
          .returning({ id: leads.id });
        await refreshLeadListRows(tx, companyId, [lead!.id]);
        await addActivity(tx, { companyId, clientType: 'lead', clientId: lead!.id, kind: 'created', text: 'Lead created from the web form', createdBy: null });
        await publishEvent(tx, companyId, 'lead.created', { id: lead!.id, name: 'Jordan Meyer', email, phone: '(612) 555-0142', origin: 'web_form', formId: formRow!.id });
        await tx.insert(leadFormSubmissions).values({ companyId, formId: formRow!.id, outcome: 'lead_created', leadId: lead!.id, timeChecked: true, answers: [{ label: 'Email', value: email }] });
      });
    });

    printTable(`POST /api/v2/public/lead_forms/{token}/submissions on ${driver.label}, a new lead each`, defaultSettings, [
      { label: 'submissions (each from its own address)', unit: 'req/s', figures: endpoint },
      { label: 'DB ceiling: the submission’s statements', unit: 'ops/s', figures: ceiling },
    ]);
    console.log(`  endpoint / DB ceiling = ${(endpoint.perSecond / ceiling.perSecond).toFixed(2)}  (ARCHITECTURE.md §7 budget: ≥ 0.5)`);

    // The limit: one address, one submission after another.
    const one = nextAddress();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < formSendRateLimit.max + 2; attempt += 1) statuses.push((await submit(one)).status);
    console.log(`  one address, ${statuses.length} submissions in a row: ${statuses.join(' ')}  (limit: ${formSendRateLimit.max} per ${formSendRateLimit.timeWindow / 60_000} min)`);
    if (statuses.filter((status) => status === 201).length !== formSendRateLimit.max || statuses.at(-1) !== 429) throw new Error(`the rate limit did not hold: ${statuses.join(' ')}`);
  } finally {
    await server.close();
  }
}
