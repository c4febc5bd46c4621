import { legalDocumentTitles, type LegalDocumentType } from '@groundwork/domain/legal';
import { sql } from 'drizzle-orm';
import { sanitizeDocumentHtml } from '../../lib/html';
import type { Database } from '../client';
import { legalDocuments } from '../schema';

/** The version users accept. Bump it (and publishedAt) when the terms change, and they will be asked again. */
export const CURRENT_LEGAL_VERSION = '2025-02-25';
const PUBLISHED_AT = new Date('2025-02-25T00:00:00-05:00');

const terms = `
<h1>Terms of Service</h1>
<p><strong>Effective February 25, 2025.</strong> These Terms of Service (the "Terms") are an agreement between
Groundwork (the "Provider", "we", "us") and the business that signs up for Groundwork (the "Client", "you").
Groundwork is a subscription program of business coaching and automation for landscaping and lawn-care companies,
delivered through the Groundwork web application and the services around it (together, the "Service"). By creating
an account, signing in or using the Service you accept these Terms on behalf of your business.</p>

<h2>1. Subscription and payment</h2>
<ul>
  <li>The Service is sold as a <strong>monthly subscription paid in advance</strong>. You keep a credit card on file
  and authorise us to charge that <strong>saved credit card</strong> at the start of each billing month.</li>
  <li>The <strong>initial term is one (1) month</strong>. After it, the subscription <strong>renews automatically
  month to month</strong> until it is cancelled or terminated as described below.</li>
  <li>Each renewal is invoiced. <strong>Renewal invoices are due within 30 days</strong> of the invoice date.</li>
  <li>Amounts not paid when due carry <strong>interest of 12% per year</strong> (or the highest rate the law allows,
  if lower) from the due date until paid.</li>
  <li>We may raise the subscription fee. A rise will not exceed, in any twelve-month period, <strong>the greater of
  10% per year or the increase in the Consumer Price Index for All Urban Consumers (CPI-U)</strong> published by the
  U.S. Bureau of Labor Statistics for the same period. We tell you before a new fee applies.</li>
</ul>

<h2>2. Cancellation and termination</h2>
<ul>
  <li><strong>You may cancel</strong> at any time by giving us <strong>written notice</strong>. Cancellation takes effect
  at the end of the month already paid for; <strong>fees already paid are not refunded</strong>.</li>
  <li><strong>We may terminate</strong> the subscription <strong>with or without cause</strong>. If we terminate
  <strong>without cause</strong>, we refund the <strong>prorated</strong> part of the fee for the unused days of the
  paid month. If we terminate for cause (for example unpaid invoices or a breach of these Terms), no refund is due.</li>
</ul>

<h2>3. Accounts and acceptable use</h2>
<ul>
  <li>Each login belongs to one person. <strong>Sharing logins is not allowed</strong>: add a user for every person who
  needs access. You are responsible for everything done under your company's accounts.</li>
  <li>Keep passwords secret and tell us promptly if you think an account has been misused.</li>
  <li>Do not use the Service to break the law, to send unsolicited messages, or to interfere with the Service or with
  other clients' data.</li>
</ul>

<h2>4. Communications</h2>
<p>By opting in, you <strong>consent to receive text messages</strong> (SMS) from us and <strong>calls that use an
AI-generated voice</strong>, about your account, your coaching program and the Service. Message and data rates may
apply. You can withdraw this consent at any time by replying STOP to a text or by telling us in writing.</p>

<h2>5. Your data</h2>
<p>Your business data stays yours. We process it to provide the Service as described in our Privacy Notice, keep it
confidential, and do not sell it.</p>

<h2>6. Disclaimers and limits</h2>
<p>Coaching, estimates, calculations and automations are tools to support your decisions; results depend on how your
business uses them. To the extent the law allows, the Service is provided "as is", and our total liability for any
claim is limited to the fees you paid in the three months before the claim arose.</p>

<h2>7. Governing law and disputes</h2>
<ul>
  <li>These Terms are governed by the <strong>laws of the State of New York</strong>, without regard to its
  conflict-of-law rules.</li>
  <li>If a dispute arises, both parties first try in good faith to settle it through <strong>mediation for 60
  days</strong>. A dispute not settled within those 60 days is resolved by <strong>binding arbitration</strong>.</li>
  <li>Any claim arising from these Terms or the Service must be brought <strong>within one (1) year</strong> after it
  arose, or it is permanently barred.</li>
  <li>Each party <strong>waives its right to a trial by jury</strong>.</li>
  <li>For any matter that reaches a court (including enforcing an arbitration award), the exclusive
  <strong>venue is the state and federal courts of a county in the State of New York</strong>, and both parties
  consent to their jurisdiction.</li>
</ul>

<h2>8. Changes to these Terms</h2>
<p>We may update these Terms. When we do, we publish the new version with its date, and you will be asked to accept it
the next time you sign in.</p>

<h2>9. Contact</h2>
<p>Questions and written notices (including cancellations) go to your Groundwork representative or to
<a href="mailto:support@groundwork.app">support@groundwork.app</a>.</p>
`;

const privacyCategories: Array<{ letter: string; name: string; examples: string; retained: boolean }> = [
  { letter: 'A', name: 'Identifiers', examples: 'name, postal address, e-mail address, account name, IP address', retained: true },
  {
    letter: 'B',
    name: 'Personal information listed in the California Customer Records statute (Cal. Civ. Code § 1798.80(e))',
    examples: 'name, telephone number, address, payment card details',
    retained: true,
  },
  { letter: 'C', name: 'Protected classification characteristics under state or federal law', examples: 'age, sex', retained: false },
  { letter: 'D', name: 'Commercial information', examples: 'subscriptions purchased, invoices, payment history', retained: true },
  { letter: 'E', name: 'Biometric information', examples: 'fingerprints, voiceprints', retained: false },
  { letter: 'F', name: 'Internet or other similar network activity', examples: 'browsing history, interactions with websites and ads', retained: false },
  { letter: 'G', name: 'Geolocation data', examples: 'job-site and service addresses, device location', retained: true },
  { letter: 'H', name: 'Sensory data', examples: 'call recordings, photos of job sites', retained: true },
  { letter: 'I', name: 'Professional or employment-related information', examples: 'job title, company, work history', retained: true },
  { letter: 'J', name: 'Non-public education information', examples: 'student records', retained: false },
  { letter: 'K', name: 'Inferences drawn from other personal information', examples: 'preferences, characteristics', retained: false },
  { letter: 'L', name: 'Sensitive personal information', examples: 'account log-in credentials, financial account details', retained: true },
];

const categoryRows = privacyCategories
  .map(
    (category) =>
      `<tr><td>${category.letter}</td><td>${category.name}</td><td>${category.examples}</td><td>${
        category.retained ? '120 months after the account is terminated' : '0 months (not kept)'
      }</td></tr>`,
  )
  .join('\n');

const privacy = `
<h1>Privacy Notice</h1>
<p><strong>Last updated: February 25, 2025.</strong></p>
<p>This Privacy Notice explains what personal information Groundwork ("we", "us") collects when businesses and their
staff use the Groundwork application and coaching program, why we collect it, how long we keep it, and the choices and
rights you have. It is written to meet the notices required by U.S. state privacy laws.</p>

<h2>1. Who may use Groundwork</h2>
<p>Groundwork is for businesses and their adult staff. The <strong>minimum age is 18</strong>. We do not knowingly
collect information from anyone under 18; if we learn that an account belongs to someone under 18, we
<strong>deactivate that account</strong> and delete the information we are not required to keep.</p>

<h2>2. Information we collect and how long we keep it</h2>
<p>The table lists the categories of personal information (A to L) used in U.S. state privacy notices. For categories
<strong>A, B, D, G, H, I and L</strong> we keep information for <strong>120 months after the termination</strong> of
the account, to meet tax, accounting and legal obligations and to resolve disputes. For the other categories
(C, E, F, J and K) the retention period is <strong>0</strong>: we do not collect or keep them.</p>
<table>
<thead><tr><th>Category</th><th>Description</th><th>Examples</th><th>Retention</th></tr></thead>
<tbody>
${categoryRows}
</tbody>
</table>

<h2>3. How we use information</h2>
<ul>
  <li>To provide, secure and support the Service and the coaching program you subscribed to.</li>
  <li>To bill the subscription and keep the records the law requires.</li>
  <li>To contact you, including by text message and AI-voiced calls when you have opted in.</li>
  <li>To improve the Service. We do not sell personal information.</li>
</ul>

<h2>4. Your rights and how to use them</h2>
<p>Depending on where you live, you may ask to know, access, correct or delete your personal information, to receive a
copy of it, and to opt out of certain uses. Send a request to
<a href="mailto:privacy@groundwork.app">privacy@groundwork.app</a>. We verify requests and <strong>answer within 45
days</strong>. When we need more time we tell you why, and we may <strong>extend that period once by a further 45
days</strong>.</p>
<p>If we decline a request, you may <strong>appeal within 60 days</strong> of our answer by replying to it. We answer
appeals in writing, and if you are not satisfied you may contact your state's attorney general.</p>

<h2>5. Ending your account</h2>
<p>To end your account, <strong>schedule a meeting with a Groundwork representative</strong> and complete the
<strong>cancellation form</strong> they give you. The retention periods above then apply.</p>

<h2>6. Security</h2>
<p>Passwords are stored only as salted hashes, connections are encrypted, and access to client data is limited to the
staff who need it to provide the Service.</p>

<h2>7. Changes</h2>
<p>When we change this notice we update the date at the top and ask you to accept the new version at your next
sign-in.</p>
`;

const documents: Record<LegalDocumentType, string> = { terms, privacy };

/** Writes the current version of both documents; runs at every start so edited wording lands. HTML is sanitised on save. */
export async function upsertLegalDocuments(database: Database): Promise<void> {
  for (const type of Object.keys(documents) as LegalDocumentType[]) {
    const content = sanitizeDocumentHtml(documents[type].trim());
    await database.db
      .insert(legalDocuments)
      .values({ type, version: CURRENT_LEGAL_VERSION, title: legalDocumentTitles[type], content, publishedAt: PUBLISHED_AT })
      .onConflictDoUpdate({
        target: [legalDocuments.type, legalDocuments.version],
        set: { title: legalDocumentTitles[type], content, updatedAt: new Date() },
        // Only touch the row (and its updatedAt) when the wording really changed.
        setWhere: sql`${legalDocuments.content} is distinct from excluded.content or ${legalDocuments.title} is distinct from excluded.title`,
      });
  }
}
