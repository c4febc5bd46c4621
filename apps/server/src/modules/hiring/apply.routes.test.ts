import { ATTACHMENT_MAX_BYTES, candidateDetailSchema, publicPostingResultSchema } from '@groundwork/domain/hiring';
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { companies } from '../../db/schema';
import { signedInUser, type SignedInUser } from '../../test/builders';
import { aFormToken, aPdf, aPosting, apply, candidatesOf, multipart, type FilePart } from '../../test/hiring-builders';
import { anImage, damagedPngs } from '../../test/images';
import { messagesTo } from '../../test/outbox';
import { nextIp, TEST_JWT_SECRET, useTestApp } from '../../test/test-app';
import { signFormToken } from './apply-form-token';
import { applySendRateLimit } from './apply.routes';

const t = useTestApp();

let owner: SignedInUser;
let officeManager: SignedInUser;
let estimator: SignedInUser;

beforeAll(async () => {
  owner = await signedInUser(t);
  officeManager = await signedInUser(t, { role: 'office_manager', companyId: owner.companyId });
  estimator = await signedInUser(t, { role: 'estimator', companyId: owner.companyId });
});

const view = (token: string) => t.call('GET', `/public/job_postings/${token}`);
const SCRIPT = '<script>alert("x")</script><img src=x onerror=alert(1)>';

describe('the public apply page', () => {
  it('shows a visitor the posting, the company’s name and nothing else', async () => {
    const posting = await aPosting(t, owner, { description: 'Mow, trim and edge with a crew of three.' });
    const response = await view(posting.token);
    expect(response.status, response.text).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const { posting: shown, formToken } = publicPostingResultSchema.parse(response.body.data);
    expect(Object.keys(response.body.data.posting).sort()).toEqual(['company', 'description', 'employmentType', 'payMax', 'payMin', 'payUnit', 'responsibilities', 'title']);
    expect(Object.keys(response.body.data.posting.company).sort()).toEqual(['hasLogo', 'name']);
    expect(shown).toMatchObject({ title: 'Crew Leader — Maintenance', description: 'Mow, trim and edge with a crew of three.', payMin: 24, payMax: 28.5, payUnit: 'hour' });
    const [company] = await t.database.db.select({ name: companies.name }).from(companies).where(eq(companies.id, owner.companyId));
    expect(shown.company).toEqual({ name: company!.name, hasLogo: false });
    expect(formToken).toMatch(/^\d+\.[A-Za-z0-9_-]{43}$/);
    expect(response.text).not.toContain(posting.id);
    expect(response.text).not.toContain(owner.companyId);
    expect((await t.call('GET', `/public/job_postings/${posting.token}/logo`)).status).toBe(404);
  });

  it('turns an application into a candidate at applied, with the files, and tells the office', async () => {
    const posting = await aPosting(t, owner);
    const applied = await apply(t, posting.token, { name: '  Jesse   Park ', phone: '', experience: 'Two seasons on a mowing crew.\n\nA Class D licence.' }, [
      { filename: 'resume.pdf', contentType: 'application/pdf', bytes: aPdf() },
      { filename: 'licence.jpg', contentType: 'image/jpeg', bytes: await anImage('jpeg', 20, 20) },
      { filename: 'photo.webp', contentType: 'image/webp', bytes: await anImage('webp', 10, 10) },
    ]);
    expect(applied.status, applied.text).toBe(201);
    expect(applied.body.data).toEqual({ received: true });

    const [candidate] = await candidatesOf(t, posting.id);
    expect(candidate).toMatchObject({ name: 'Jesse Park', email: 'jesse.park@example.com', phone: '', stage: 'applied', companyId: owner.companyId });
    const detail = candidateDetailSchema.parse((await t.call('GET', `/candidates/${candidate!.id}`, { token: owner.token })).body.data);
    // In the order sent; the WebP photo became a PNG.
    expect(detail.candidate.attachments.map((file) => [file.fileName, file.contentType])).toEqual([
      ['resume.pdf', 'application/pdf'],
      ['licence.jpg', 'image/jpeg'],
      ['photo.png', 'image/png'],
    ]);

    // The office — admins and office managers — hears of it; the estimator does not.
    for (const manager of [owner, officeManager]) {
      const [message] = await messagesTo(t, manager.email);
      expect(message?.subject).toBe('New application: Jesse Park for Crew Leader — Maintenance');
      expect(message?.text).toContain(`/business-development/people/job-postings/${posting.id}?candidate=${candidate!.id}`);
      expect(message?.text).toContain('3 files attached.');
    }
    expect(await messagesTo(t, estimator.email)).toEqual([]);
  });

  it('stores a script typed into any field as text, and the office’s e-mail shows it escaped', async () => {
    const posting = await aPosting(t, owner, { title: 'Landscape Laborer' });
    const applied = await apply(t, posting.token, { name: SCRIPT, experience: SCRIPT, email: 'x@example.com', phone: '' });
    expect(applied.status, applied.text).toBe(201);
    const [candidate] = await candidatesOf(t, posting.id);
    expect(candidate).toMatchObject({ name: SCRIPT, experience: SCRIPT });
    const sent = (await messagesTo(t, owner.email))[0]!;
    expect(sent.subject).toBe(`New application: ${SCRIPT} for Landscape Laborer`);
    expect(sent.html).not.toMatch(/<script|<img/i);
    expect(sent.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    // A file name is never a way in either.
    const named = await apply(t, posting.token, { email: 'y@example.com' }, [{ filename: `${SCRIPT}.pdf`, contentType: 'application/pdf', bytes: aPdf() }]);
    expect(named.status, named.text).toBe(201);
    const [latest] = (await candidatesOf(t, posting.id)).sort((a, b) => b.appliedAt.getTime() - a.appliedAt.getTime());
    const detail = candidateDetailSchema.parse((await t.call('GET', `/candidates/${latest!.id}`, { token: owner.token })).body.data);
    expect(detail.candidate.attachments[0]!.fileName).not.toMatch(/[<>"]/);
  });

  it('answers 404 for an unknown token, a draft, a closed posting and an old link, never another company’s posting', async () => {
    const draft = await aPosting(t, owner, { status: 'draft' });
    const closed = await aPosting(t, owner, { status: 'closed' });
    const open = await aPosting(t, owner, { title: 'Irrigation Technician' });
    const otherCompany = await signedInUser(t);
    const theirs = await aPosting(t, otherCompany, { title: 'Snow Plow Operator' });

    for (const token of [randomBytes(32).toString('base64url'), draft.token, closed.token, 'short', '../../etc/passwd', `${open.token}x`, open.token.toUpperCase(), 'x'.repeat(400)]) {
      expect((await view(encodeURIComponent(token))).status, token).toBe(404);
      expect((await apply(t, encodeURIComponent(token))).status, token).toBe(404);
    }
    // Each link shows its own company's posting and files its applicants there.
    expect((await view(theirs.token)).body.data.posting.title).toBe('Snow Plow Operator');
    expect((await apply(t, theirs.token, { email: 'ana@example.com' })).status).toBe(201);
    expect(await candidatesOf(t, theirs.id)).toHaveLength(1);
    expect(await candidatesOf(t, open.id)).toHaveLength(0);
    expect((await t.call('GET', `/job_postings/${theirs.id}`, { token: owner.token })).status).toBe(404);
  });

  describe('hostile input', () => {
    let posting: Awaited<ReturnType<typeof aPosting>>;
    beforeAll(async () => {
      posting = await aPosting(t, owner, { title: 'Hostile input' });
    });

    const pdfNamed = (filename: string, bytes: Buffer): FilePart => ({ filename, contentType: 'application/pdf', bytes });

    it.each<[string, () => Promise<{ fields?: Record<string, string>; files?: FilePart[] }>, number, string]>([
      ['no name', async () => ({ fields: { name: '' } }), 400, 'name'],
      ['neither e-mail nor phone', async () => ({ fields: { email: '', phone: '' } }), 400, 'email'],
      ['an e-mail that is not one', async () => ({ fields: { email: '<script>@' } }), 400, 'email'],
      ['a phone that is not one', async () => ({ fields: { phone: 'call me maybe' } }), 400, 'phone'],
      ['a name too long', async () => ({ fields: { name: 'x'.repeat(121) } }), 400, 'name'],
      ['experience too long', async () => ({ fields: { experience: 'x'.repeat(4001) } }), 400, 'experience'],
      ['a NUL in the experience', async () => ({ fields: { experience: 'a\u0000b' } }), 400, 'experience'],
      ['a field the form does not have', async () => ({ fields: { role: 'admin' } }), 400, 'role'],
      ['a company id', async () => ({ fields: { companyId: '6b1c1d8e-2a3f-4b5c-8d9e-0f1a2b3c4d5e' } }), 400, 'companyId'],
      ['no form token', async () => ({ fields: { formToken: '' } }), 400, 'formToken'],
      ['a forged form token', async () => ({ fields: { formToken: signFormToken('not-the-secret', 'x', Date.now() - 60_000) } }), 400, 'formToken'],
      ['another posting’s form token', async () => ({ fields: { formToken: signFormToken(TEST_JWT_SECRET, '6b1c1d8e-2a3f-4b5c-8d9e-0f1a2b3c4d5e', Date.now() - 60_000) } }), 400, 'formToken'],
      ['a form sent a second after it opened', async () => ({ fields: { formToken: await aFormToken(t, posting.token, 1_000) } }), 422, ''],
      ['a form opened eight days ago', async () => ({ fields: { formToken: await aFormToken(t, posting.token, 8 * 24 * 60 * 60_000) } }), 422, ''],
      ['a file over 5 MB', async () => ({ files: [pdfNamed('big.pdf', Buffer.concat([aPdf(), Buffer.alloc(ATTACHMENT_MAX_BYTES)]))] }), 413, 'attachments'],
      ['four files', async () => ({ files: [1, 2, 3, 4].map((n) => pdfNamed(`${n}.pdf`, aPdf())) }), 400, 'attachments'],
      ['a program called a PDF', async () => ({ files: [pdfNamed('resume.pdf', Buffer.from('MZ\x90\x00 this program cannot be run in DOS mode'))] }), 400, 'attachments.0'],
      ['a web page called a PDF', async () => ({ files: [pdfNamed('resume.pdf', Buffer.from(`<html>${SCRIPT}</html>`))] }), 400, 'attachments.0'],
      ['a PDF that starts late', async () => ({ files: [pdfNamed('resume.pdf', Buffer.concat([Buffer.from('<html>'), aPdf()]))] }), 400, 'attachments.0'],
      ['an SVG', async () => ({ files: [{ filename: 'resume.svg', contentType: 'image/svg+xml', bytes: Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg">${SCRIPT}</svg>`) }] }), 400, 'attachments.0'],
      ['a damaged PNG', async () => ({ files: [{ filename: 'cdl.png', contentType: 'image/png', bytes: (await damagedPngs())[0]![1] }] }), 400, 'attachments.0'],
      ['a PNG claiming 50,000 × 50,000 pixels', async () => ({ files: [{ filename: 'cdl.png', contentType: 'image/png', bytes: (await damagedPngs())[3]![1] }] }), 400, 'attachments.0'],
      ['a file in another field', async () => ({ files: [{ ...pdfNamed('resume.pdf', aPdf()), field: 'resume' }] }), 400, 'resume'],
    ])('refuses %s', async (_case, make, status, field) => {
      const { fields = {}, files = [] } = await make();
      const before = (await candidatesOf(t, posting.id)).length;
      const response = await apply(t, posting.token, fields, files);
      expect(response.status, response.text).toBe(status);
      expect(response.body.success).toBe(false);
      if (field) expect(Object.keys(response.body.details.fieldErrors)).toEqual([field]);
      expect(await candidatesOf(t, posting.id)).toHaveLength(before);
    });

    it('refuses a body that is not a form, and one far too large', async () => {
      const json = await t.call('POST', `/public/job_postings/${posting.token}/applications`, { body: { name: 'Jesse', email: 'j@example.com' } });
      expect(json.status).toBe(400);
      expect(json.body.details.fieldErrors).toEqual({ body: ['Send the application as multipart/form-data'] });
      const huge = await t.call('POST', `/public/job_postings/${posting.token}/applications`, {
        body: JSON.stringify({ name: 'x'.repeat(2 * 1024 * 1024) }),
        headers: { 'content-type': 'application/json' },
      });
      expect(huge.status).toBe(413);
      const tooManyFields = multipart(Object.fromEntries(Array.from({ length: 12 }, (_, index) => [`f${index}`, 'x'])));
      expect((await t.call('POST', `/public/job_postings/${posting.token}/applications`, tooManyFields)).status).toBe(400);
    });

    it('answers a filled-in honeypot as a success and keeps nothing', async () => {
      const messagesBefore = (await messagesTo(t, owner.email)).length;
      const bot = await apply(t, posting.token, { website: 'http://cheap-pills.example', formToken: await aFormToken(t, posting.token, 0) });
      expect(bot.status).toBe(201);
      expect(bot.body.data).toEqual({ received: true });
      expect(await candidatesOf(t, posting.id)).toHaveLength(0);
      expect(await messagesTo(t, owner.email)).toHaveLength(messagesBefore);
    });

    it('limits how often one address may apply (429), and others still can', async () => {
      const ip = nextIp();
      const statuses: number[] = [];
      // Refused applications count too: a script guessing its way in is cut off all the same.
      for (let attempt = 0; attempt <= applySendRateLimit.max; attempt += 1) statuses.push((await apply(t, posting.token, { name: '' }, [], ip)).status);
      expect(statuses.slice(0, applySendRateLimit.max).every((status) => status === 400)).toBe(true);
      expect(statuses.at(-1)).toBe(429);
      expect((await apply(t, posting.token, { name: '' }, [], nextIp())).status).toBe(400);
    });
  });
});
