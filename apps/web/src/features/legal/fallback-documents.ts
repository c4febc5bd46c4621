import type { LegalDocumentType } from '@groundwork/domain/legal';

/**
 * The built-in copies shown when the server's documents cannot be loaded (SPEC.md §2, §7 Legal).
 * The server's copy is the one that counts; these state the same facts so nobody is left with a blank page.
 */
export const fallbackDocuments: Record<LegalDocumentType, { title: string; content: string }> = {
  terms: {
    title: 'Terms of Service',
    content: `
<p>These terms govern your company's subscription to Groundwork, a business-coaching and automation program for landscaping and lawn-care companies, and the software that comes with it. By using Groundwork you agree to them on behalf of your company.</p>

<h2>1. Subscription and payment</h2>
<ul>
  <li>Groundwork is a monthly subscription, paid in advance by the credit card you keep on file with us.</li>
  <li>The initial term is one month. The subscription then renews automatically for further one-month terms.</li>
  <li>Renewal invoices are due within 30 days. Overdue amounts accrue interest at 12% per year.</li>
  <li>We may raise fees once a year by the greater of 10% or the increase in the Consumer Price Index for All Urban Consumers (CPI-U).</li>
</ul>

<h2>2. Ending the subscription</h2>
<ul>
  <li>You may cancel at any time with written notice. Fees already paid are not refunded.</li>
  <li>We may end the subscription with or without cause. If we end it without cause, we refund the unused part of the current term on a prorated basis.</li>
</ul>

<h2>3. Your accounts</h2>
<p>Each sign-in belongs to one person. Do not share logins; add a user for every member of your staff who needs access. You are responsible for what happens under your company's accounts.</p>

<h2>4. Messages and calls</h2>
<p>By subscribing you consent to receive opt-in text messages and calls that may use an AI-generated voice about your account, your coaching program and our services. You can opt out of marketing messages at any time.</p>

<h2>5. Disputes</h2>
<ul>
  <li>These terms are governed by the laws of the State of New York.</li>
  <li>Before any other step, both sides will try mediation for 60 days. A dispute that mediation does not settle goes to binding arbitration.</li>
  <li>Any claim must be brought within one year of the events that give rise to it.</li>
  <li>Both sides waive the right to a jury trial. Where a court is needed, the venue is the courts of a county in the State of New York.</li>
</ul>

<h2>6. Changes</h2>
<p>We may update these terms. When we do, we will ask you to accept the new version the next time you sign in.</p>
`,
  },
  privacy: {
    title: 'Privacy Notice',
    content: `
<p><strong>Last updated: February 25, 2025</strong></p>
<p>This notice explains what personal information Groundwork collects about the people who use it and about your company's customers, why, how long we keep it, and the choices you have.</p>

<h2>1. Information we collect</h2>
<p>We collect the information you give us (names, e-mail addresses, phone numbers, addresses, billing details), the records you keep in Groundwork (customers, leads, estimates, employees, crews) and technical information about how the service is used (device, browser, sign-in times).</p>
<table>
  <thead><tr><th>Category</th><th>Examples</th><th>Kept after termination</th></tr></thead>
  <tbody>
    <tr><td>A. Identifiers</td><td>Name, e-mail, postal address, account name</td><td>120 months</td></tr>
    <tr><td>B. Customer records</td><td>Phone number, billing and payment details</td><td>120 months</td></tr>
    <tr><td>C. Protected characteristics</td><td>Age, where it is given</td><td>0 months</td></tr>
    <tr><td>D. Commercial information</td><td>Subscriptions, purchases, invoices</td><td>120 months</td></tr>
    <tr><td>E. Biometric information</td><td>Not collected</td><td>0 months</td></tr>
    <tr><td>F. Internet activity</td><td>Pages used, sign-in times</td><td>0 months</td></tr>
    <tr><td>G. Geolocation data</td><td>Job-site and office addresses</td><td>120 months</td></tr>
    <tr><td>H. Sensory data</td><td>Call recordings, where made</td><td>120 months</td></tr>
    <tr><td>I. Professional information</td><td>Job title, role, employer</td><td>120 months</td></tr>
    <tr><td>J. Education information</td><td>Not collected</td><td>0 months</td></tr>
    <tr><td>K. Inferences</td><td>Preferences drawn from use</td><td>0 months</td></tr>
    <tr><td>L. Sensitive personal information</td><td>Account sign-in details</td><td>120 months</td></tr>
  </tbody>
</table>

<h2>2. How we use it</h2>
<p>To provide and improve the service, to coach your business, to bill you, to keep accounts secure, and to send you the messages you have agreed to receive. We do not sell personal information.</p>

<h2>3. Children</h2>
<p>Groundwork is for people aged 18 and over. We do not knowingly serve anyone younger; if we learn that an account belongs to someone under 18, we deactivate it.</p>

<h2>4. Your rights and requests</h2>
<ul>
  <li>You may ask to know, correct or delete the personal information we hold about you.</li>
  <li>We answer requests within 45 days. When we need more time we will tell you, and may extend once by a further 45 days.</li>
  <li>If we decline a request you may appeal within 60 days of our answer.</li>
</ul>

<h2>5. Ending your account</h2>
<p>To close your company's account, book a meeting with a Groundwork representative and complete the cancellation form. Records are then kept only for the periods listed above.</p>

<h2>6. Contact</h2>
<p>Questions about this notice can be sent to your Groundwork representative or to our support team from within the app.</p>
`,
  },
};
