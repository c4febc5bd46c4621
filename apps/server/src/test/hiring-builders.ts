import { eq } from 'drizzle-orm';
import { signFormToken } from '../modules/hiring/apply-form-token';
import { candidates, companyInformation, jobPostings, orgPositions } from '../db/schema';
import type { SignedInUser } from './builders';
import { TEST_JWT_SECRET, type TestApp } from './test-app';

/** Builders for the hiring tests: a seat on the chart, the company's values, a posting, an application. */

let sequence = 0;

/** A seat of the org chart with its key responsibilities (straight into the table: the org chart has its own tests). */
export async function aPosition(t: TestApp, companyId: string, overrides: { title?: string; keyResponsibilities?: string[] } = {}) {
  sequence += 1;
  const [row] = await t.database.db
    .insert(orgPositions)
    .values({
      companyId,
      title: overrides.title ?? `Crew Leader ${sequence}`,
      department: 'Maintenance',
      keyResponsibilities: overrides.keyResponsibilities ?? ['Runs a 3-person maintenance crew', 'Checks quality before leaving a property', 'Keeps the truck and trailer safe'],
    })
    .returning({ id: orgPositions.id, title: orgPositions.title });
  return row!;
}

/** The company's core values, as the direction's values screen saves them. */
export async function givenCoreValues(t: TestApp, companyId: string, names: string[]) {
  const [info] = await t.database.db.select({ values: companyInformation.companyValues }).from(companyInformation).where(eq(companyInformation.companyId, companyId));
  await t.database.db
    .update(companyInformation)
    .set({ companyValues: { ...info!.values, coreValues: names.map((name) => ({ name, practice: '' })) } })
    .where(eq(companyInformation.companyId, companyId));
}

export const aPostingBody = (positionId: string, overrides: Record<string, unknown> = {}) => ({
  positionId,
  title: 'Crew Leader — Maintenance',
  description: 'Lead a mowing and maintenance crew across south Minneapolis.',
  employmentType: 'full_time',
  payMin: 24,
  payMax: 28.5,
  payUnit: 'hour',
  status: 'open',
  ...overrides,
});

export interface PostingMade {
  id: string;
  applyUrl: string;
  token: string;
  updatedAt: string;
  responsibilities: string[];
}

/** An open posting (by default) for a new seat, made through the API. */
export async function aPosting(t: TestApp, user: SignedInUser, overrides: Record<string, unknown> = {}): Promise<PostingMade> {
  const position = await aPosition(t, user.companyId);
  const response = await t.call('POST', '/job_postings', { token: user.token, body: aPostingBody(position.id, overrides) });
  if (response.status !== 201) throw new Error(`creating a posting failed: ${response.status} ${response.text}`);
  const posting = response.body.data.posting as Omit<PostingMade, 'token'>;
  return { ...posting, token: posting.applyUrl.split('/apply/')[1]! };
}

/** A form token as the apply page hands out, opened `ageMs` ago (10 s: a person filling the form in). */
export async function aFormToken(t: TestApp, token: string, ageMs = 10_000): Promise<string> {
  const [posting] = await t.database.db.select({ id: jobPostings.id }).from(jobPostings).where(eq(jobPostings.applyToken, token));
  return signFormToken(TEST_JWT_SECRET, posting?.id ?? '00000000-0000-4000-8000-000000000000', Date.now() - ageMs);
}

export interface FilePart {
  filename: string;
  contentType: string;
  bytes: Buffer;
  field?: string;
}

/** A multipart/form-data body as a browser's FormData sends it. */
export function multipart(fields: Record<string, string>, files: FilePart[] = []) {
  const boundary = `----groundwork${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  for (const file of files) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'attachments'}"; filename="${file.filename}"\r\nContent-Type: ${file.contentType}\r\n\r\n`),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A small real PDF. */
export const aPdf = (): Buffer =>
  Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

/** Applies through the public endpoint; `fields` override a person's valid application. */
export async function apply(t: TestApp, token: string, fields: Record<string, string> = {}, files: FilePart[] = [], ip?: string) {
  const formToken = fields.formToken ?? (await aFormToken(t, token));
  const { body, headers } = multipart({ name: 'Jesse Park', email: 'jesse.park@example.com', phone: '(612) 555-0142', experience: 'Two seasons on a mowing crew.', ...fields, formToken }, files);
  return t.call('POST', `/public/job_postings/${token}/applications`, { body, headers, ...(ip ? { ip } : {}) });
}

/** The candidates of a posting, straight from the table. */
export const candidatesOf = (t: TestApp, postingId: string) => t.database.db.select().from(candidates).where(eq(candidates.postingId, postingId));
