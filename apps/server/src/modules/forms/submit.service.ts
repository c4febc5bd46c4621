import { clientDisplayName } from '@groundwork/domain/customers';
import {
  buildSubmissionSchema,
  duplicateEmailKey,
  duplicatePhoneKey,
  FORM_EXPIRED_MESSAGE,
  FORM_LINK_INVALID_MESSAGE,
  labelledAnswers,
  publicFormFields,
  submittedLead,
  type PublicFormField,
  type PublicLeadFormResult,
  type SpamReason,
  type SubmissionOutcome,
  type SubmissionResult,
} from '@groundwork/domain/forms';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { leadForms, leadFormSubmissions, leads, users } from '../../db/schema';
import { AppError, type FieldErrors } from '../../lib/app-error';
import { findDuplicate } from '../../lib/client-match';
import { addActivity, contactColumns, customFieldDefinitions, now, refreshLeadListRows } from '../../lib/clients';
import { isUniqueViolation } from '../../lib/db-errors';
import { companyFacts, mainLogo, type CompanyLogo } from '../../lib/public-company';
import { clientEventData, publishEvent } from '../../lib/webhook-events';
import type { Mailer } from '../../plugins/mail';
import { checkFormToken, signFormToken } from './form-token';
import { submissionEmail } from './submission-email';

/** A token is 32 random bytes in base64url: 43 characters. Anything else is not looked up. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
const linkInvalid = () => new AppError('NOT_FOUND', FORM_LINK_INVALID_MESSAGE);

type FormRow = typeof leadForms.$inferSelect;

interface SubmitOptions {
  db: Db;
  mail: Mailer;
  publicUrl: string;
  /** Signs the form tokens of the time trap (the server's secret). */
  secret: string;
  log: FastifyBaseLogger;
  /** The clock the time trap reads (tests move it). */
  clock?: () => number;
}

/** How a submission arrived: a JSON call from the hosted page (or iframe), or a plain HTML form post. */
export type SubmissionChannel = 'json' | 'form-post';

/**
 * A lead form's public side (/form/{token}, and plain HTML posts from the company's website): a visitor reads the form
 * and sends it. Only an active form answers; an inactive one and an unknown token are the same 404, and a form is found
 * by its token alone, so no token reaches another company's form.
 */
export function createSubmitService({ db, mail, publicUrl, secret, log, clock = Date.now }: SubmitOptions) {
  async function activeForm(token: string): Promise<FormRow> {
    if (!TOKEN_PATTERN.test(token)) throw linkInvalid();
    const [form] = await db
      .select()
      .from(leadForms)
      .where(and(eq(leadForms.publicToken, token), eq(leadForms.active, true)))
      .limit(1);
    if (!form) throw linkInvalid();
    return form;
  }

  async function fieldsOf(form: FormRow): Promise<PublicFormField[]> {
    return publicFormFields(form.fields, await customFieldDefinitions(db, form.companyId, 'lead'));
  }

  async function previousAnswer(formId: string, companyId: string, key: string): Promise<SubmissionResult | null> {
    const [earlier] = await db
      .select({ id: leadFormSubmissions.id })
      .from(leadFormSubmissions)
      .where(and(eq(leadFormSubmissions.companyId, companyId), eq(leadFormSubmissions.formId, formId), eq(leadFormSubmissions.idempotencyKey, key)))
      .limit(1);
    return earlier ? { received: true, thankYouMessage: '' } : null;
  }

  return {
    /** 404 unless the token names an active form: checked before a submission's body is read. */
    async checkLink(token: string): Promise<void> {
      await activeForm(token);
    },

    /** GET /public/lead_forms/{token}: what the page shows, and a fresh form token. */
    async view(token: string): Promise<PublicLeadFormResult> {
      const form = await activeForm(token);
      const { company } = await companyFacts(db, form.companyId);
      return {
        form: {
          heading: form.heading || form.name,
          introduction: form.introduction,
          fields: await fieldsOf(form),
          submitLabel: form.submitLabel || 'Send',
          thankYouMessage: form.thankYouMessage,
          company: { name: company.name, hasLogo: company.hasLogo },
        },
        formToken: signFormToken(secret, form.id, clock()),
      };
    },

    async logo(token: string): Promise<CompanyLogo> {
      const form = await activeForm(token);
      const logo = await mainLogo(db, form.companyId);
      if (!logo) throw new AppError('NOT_FOUND', 'This company has no logo.');
      return logo;
    },

    /**
     * POST /public/lead_forms/{token}/submissions. Checked against the form's own fields (400 with a message per
     * field); then a filled honeypot, a forged form token or one sent within seconds of the page being served is
     * answered like a success and recorded as spam — a bot learns nothing, nobody is notified, no lead is made. A plain
     * HTML post from the company's website carries no form token: only the honeypot and the rate limit guard it.
     * Otherwise a lead with the form's lead source and custom fields, unless the e-mail or phone is already a lead's or
     * a customer's: then the submission is flagged a duplicate and linked to that record. The chosen users are e-mailed.
     */
    async submit(token: string, body: Record<string, unknown>, channel: SubmissionChannel, idempotencyKey: string | null): Promise<SubmissionResult> {
      const form = await activeForm(token);
      const fields = await fieldsOf(form);
      const parsed = buildSubmissionSchema(fields).safeParse(body);
      if (!parsed.success) {
        const fieldErrors: FieldErrors = {};
        for (const issue of parsed.error.issues) (fieldErrors[issue.path.join('.') || 'body'] ??= []).push(issue.message);
        const messages = Object.values(fieldErrors);
        throw new AppError('VALIDATION_FAILED', messages.length === 1 ? messages[0]![0] : undefined, { fieldErrors });
      }
      const { answers, website, formToken } = parsed.data;
      const answered = { received: true as const, thankYouMessage: form.thankYouMessage };
      if (idempotencyKey && (await previousAnswer(form.id, form.companyId, idempotencyKey))) return answered;

      const check = checkFormToken(secret, form.id, formToken, clock());
      if (check === 'expired') throw new AppError('BUSINESS_RULE', FORM_EXPIRED_MESSAGE);
      // The hosted page always sends its token: only a plain HTML post may come without one.
      const spamReason: SpamReason | null =
        website.trim() !== '' ? 'honeypot' : check === 'too_fast' ? 'too_fast' : check === 'invalid' || (check === 'absent' && channel === 'json') ? 'invalid_token' : null;
      const labelled = labelledAnswers(fields, answers);
      const at = now();
      const base = { companyId: form.companyId, formId: form.id, timeChecked: check !== 'absent', answers: labelled, idempotencyKey, createdAt: at };

      try {
        if (spamReason) {
          log.info({ formId: form.id, spamReason }, 'lead form: submission flagged as spam');
          await db.insert(leadFormSubmissions).values({ ...base, outcome: 'spam', spamReason });
          return answered;
        }
        await db.transaction(async (tx) => {
          const { contact, customFieldValues } = submittedLead(answers);
          const email = duplicateEmailKey(contact.email ?? '');
          const phone = [contact.phone, contact.mobilePhone].map((value) => duplicatePhoneKey(value ?? '')).find((key) => key !== null) ?? null;
          const match = await findDuplicate(tx, form.companyId, email, phone);
          let outcome: SubmissionOutcome;
          let leadId: string | null;
          let name: string;
          if (match) {
            outcome = 'duplicate';
            leadId = match.leadId;
            const clientType = match.leadId ? 'lead' : 'customer';
            const clientId = (match.leadId ?? match.customerId)!;
            await addActivity(tx, { companyId: form.companyId, clientType, clientId, kind: 'note', text: `Sent the web form “${form.name}” again (matched by ${match.matchedBy}).`, createdBy: null, createdAt: at });
            name = clientDisplayName({ type: 'residential', firstName: contact.firstName, lastName: contact.lastName, companyName: contact.companyName });
          } else {
            outcome = 'lead_created';
            const columns = contactColumns({
              type: 'residential',
              firstName: contact.firstName ?? '',
              lastName: contact.lastName ?? '',
              companyName: contact.companyName ?? '',
              displayName: '',
              email: contact.email ?? '',
              alternateEmails: [],
              phone: contact.phone ?? '',
              mobilePhone: contact.mobilePhone ?? '',
              workPhone: '',
              address: { street: contact.street ?? '', street2: '', city: contact.city ?? '', state: contact.state ?? '', zipCode: contact.zipCode ?? '', country: 'United States' },
              leadSourceId: form.leadSourceId,
              tags: [],
              notes: contact.notes ?? '',
            });
            const [created] = await tx
              .insert(leads)
              .values({ companyId: form.companyId, ...columns, status: 'new', customFieldValues, createdAt: at, updatedAt: at, createdBy: null })
              .returning({ id: leads.id });
            leadId = created!.id;
            await refreshLeadListRows(tx, form.companyId, [leadId]);
            await publishEvent(tx, form.companyId, 'lead.created', { ...clientEventData({ id: leadId, ...columns }), origin: 'web_form', formId: form.id });
            await addActivity(tx, { companyId: form.companyId, clientType: 'lead', clientId: leadId, kind: 'created', text: `Lead created from the web form “${form.name}”`, createdBy: null, createdAt: at });
            name = columns.displayName;
          }
          await tx.insert(leadFormSubmissions).values({ ...base, outcome, leadId, customerId: match?.customerId ?? null, matchedBy: match?.matchedBy ?? null });

          const notified = form.notifyUserIds.length
            ? await tx
                .select({ email: users.email })
                .from(users)
                .where(and(eq(users.companyId, form.companyId), inArray(users.id, form.notifyUserIds)))
            : [];
          const link = match ? (match.leadId ? `${publicUrl}/leads/${match.leadId}` : `${publicUrl}/customers/${match.customerId}`) : `${publicUrl}/leads/${leadId}`;
          const message = submissionEmail({ formName: form.name, name, duplicate: outcome === 'duplicate', answers: labelled, link });
          for (const user of notified) await mail.send({ companyId: form.companyId, to: user.email, ...message, link }, tx);
        });
      } catch (error) {
        // The same Idempotency-Key sent twice at once: the other request recorded it.
        if (idempotencyKey && isUniqueViolation(error)) return answered;
        throw error;
      }
      return answered;
    },
  };
}
