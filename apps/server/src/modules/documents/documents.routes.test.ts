import {
  DOCUMENT_STALE_MESSAGE,
  ONLY_LEADERS_EDIT_DOCUMENTS_MESSAGE,
  documentListSchema,
  documentResultSchema,
  documentVersionListSchema,
  longDocument,
  staleDocumentDetailsSchema,
  type Document,
  type DocumentContent,
} from '@groundwork/domain/documents';
import { eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { documentVersions } from '../../db/schema';
import { signedInUser, type SignedInUser } from '../../test/builders';
import { anImage } from '../../test/images';
import { pdfText } from '../../test/pdf-text';
import { useTestApp } from '../../test/test-app';

const t = useTestApp();

let owner: SignedInUser;

const paragraph = (text: string) => ({ type: 'paragraph', content: [{ type: 'text', text }] });
const content = (...blocks: unknown[]) => ({ type: 'doc', content: blocks }) as DocumentContent;

async function aDocument(user: SignedInUser, body: Record<string, unknown> = {}): Promise<Document> {
  const response = await t.call('POST', '/documents', { token: user.token, body });
  expect(response.status, response.text).toBe(201);
  return documentResultSchema.parse(response.body.data).document;
}

async function save(user: SignedInUser, document: { id: string; version: number }, json: DocumentContent, title = 'Mower safety pre-start') {
  return t.call('PUT', `/documents/${document.id}`, { token: user.token, body: { title, json, version: document.version } });
}

async function saved(user: SignedInUser, document: { id: string; version: number }, json: DocumentContent, title?: string): Promise<Document> {
  const response = await save(user, document, json, title);
  expect(response.status, response.text).toBe(200);
  return documentResultSchema.parse(response.body.data).document;
}

async function multipartImage(token: string, documentId: string, bytes: Buffer, contentType = 'image/png') {
  const boundary = `----groundwork${randomUUID()}`;
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="photo.png"\r\nContent-Type: ${contentType}\r\n\r\n`),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return t.app.inject({
    method: 'POST',
    url: `/api/v2/documents/${documentId}/images`,
    headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: body,
  });
}

beforeAll(async () => {
  owner = await signedInUser(t);
});

describe('documents', () => {
  it('starts a document as “Untitled Document”, saves it with a version number, and lists it', async () => {
    const user = await signedInUser(t);
    const made = await aDocument(user);
    expect(made).toMatchObject({ title: 'Untitled Document', version: 1, kind: 'document', json: { type: 'doc', content: [{ type: 'paragraph' }] }, html: '<p></p>', canEdit: true, sopId: null });

    const next = await saved(user, made, content({ type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Before you start' }] }, paragraph('Walk the yard.')));
    expect(next).toMatchObject({ title: 'Mower safety pre-start', version: 2, html: '<h2>Before you start</h2><p>Walk the yard.</p>', updatedByName: expect.any(String) });

    const list = documentListSchema.parse((await t.call('GET', '/documents', { token: user.token })).body.data);
    expect(list.documents.map((each) => [each.title, each.version])).toEqual([['Mower safety pre-start', 2]]);
    const searched = documentListSchema.parse((await t.call('GET', '/documents?search=mower%20safety', { token: user.token })).body.data);
    expect(searched.documents).toHaveLength(1);
    expect(documentListSchema.parse((await t.call('GET', '/documents?search=invoice', { token: user.token })).body.data).documents).toHaveLength(0);

    const read = await t.call('GET', `/documents/${made.id}`, { token: user.token });
    expect(read.body.data.document).toMatchObject({ version: 2, json: next.json });

    // A blank title is the default title.
    expect((await saved(user, next, next.json, '   ')).title).toBe('Untitled Document');
  });

  it('starts from a built-in template, its checklists named', async () => {
    const user = await signedInUser(t);
    const templates = (await t.call('GET', '/documents/templates', { token: user.token })).body.data.templates;
    expect(templates.map((template: { id: string }) => template.id)).toEqual(['sop', 'safety-talk', 'job-site-checklist', 'handbook-section']);
    const made = await aDocument(user, { templateId: 'job-site-checklist' });
    expect(made.title).toBe('Job-site checklist');
    const lists = (made.json.content ?? []).filter((node) => node.type === 'taskList');
    expect(lists).toHaveLength(2);
    for (const list of lists) expect(list.type === 'taskList' && list.attrs?.checklistId).toMatch(/^[A-Za-z0-9_-]{6,64}$/);
    expect(made.html).toContain('data-type="taskList"');
    // A title given wins over the template's.
    expect((await aDocument(user, { templateId: 'safety-talk', title: 'Safety talk: trimmer line' })).title).toBe('Safety talk: trimmer line');
  });

  it('refuses a save of an older version with 409 and the document as it is now, and overwrites only when asked with the new version', async () => {
    const user = await signedInUser(t);
    const colleague = await signedInUser(t, { role: 'office_manager', companyId: user.companyId });
    const made = await aDocument(user);
    // Both opened version 1; the colleague saves first.
    const theirs = await saved(colleague, made, content(paragraph('Their paragraph')), 'Their title');
    const mine = await save(user, made, content(paragraph('My paragraph')), 'My title');
    expect(mine.status).toBe(409);
    expect(mine.body.message).toBe(DOCUMENT_STALE_MESSAGE);
    const { current } = staleDocumentDetailsSchema.parse(mine.body.details);
    expect(current).toMatchObject({ id: made.id, version: 2, title: 'Their title', html: '<p>Their paragraph</p>' });
    // Nothing of theirs was lost.
    expect((await t.call('GET', `/documents/${made.id}`, { token: user.token })).body.data.document).toMatchObject({ version: theirs.version, title: 'Their title' });

    // "Save mine over theirs": the same text against the version the 409 named.
    const overwritten = await saved(user, current, content(paragraph('My paragraph')), 'My title');
    expect(overwritten).toMatchObject({ version: 3, title: 'My title' });
  });

  it('never stores or sends back a script, an event handler or a foreign image', async () => {
    const user = await signedInUser(t);
    const made = await aDocument(user);
    const typed = await saved(user, made, content(paragraph('<script>alert(1)</script><img src=x onerror=alert(1)>')));
    expect(typed.html).toBe('<p>&lt;script&gt;alert(1)&lt;/script&gt;&lt;img src=x onerror=alert(1)&gt;</p>');

    for (const json of [
      content({ type: 'paragraph', content: [{ type: 'text', text: 'x', marks: [{ type: 'link', attrs: { href: 'javascript:alert(1)' } }] }] }),
      content({ type: 'image', attrs: { src: 'https://evil.example/x.png' } }),
      content({ type: 'image', attrs: { src: `/api/v2/document_images/${'a'.repeat(64)}" onerror="alert(1)` } }),
      content({ type: 'paragraph', attrs: { onclick: 'alert(1)' } }),
      content({ type: 'htmlBlock', content: '<script>alert(1)</script>' }),
    ]) {
      expect((await save(user, typed, json)).status, JSON.stringify(json)).toBe(400);
    }
    // HTML sent beside the JSON is refused, never stored.
    const withHtml = await t.call('PUT', `/documents/${made.id}`, { token: user.token, body: { title: 'x', json: content(paragraph('x')), html: '<script>alert(1)</script>', version: typed.version } });
    expect(withHtml.status).toBe(400);

    // A snapshot written by something else (an old release, a bug) still reaches nobody as a script: its HTML is made
    // from the JSON when it is read, the links and images checked again, and the result sanitised.
    await t.database.db
      .update(documentVersions)
      .set({
        content: content(
          { type: 'paragraph', content: [{ type: 'text', text: 'x', marks: [{ type: 'link', attrs: { href: 'javascript:alert(1)' } }] }] },
          { type: 'image', attrs: { src: 'https://evil.example/x.png" onerror="alert(1)' } },
          { type: 'codeBlock', attrs: { language: '"><script>alert(1)</script>' }, content: [{ type: 'text', text: 'x' }] },
        ),
      })
      .where(eq(documentVersions.documentId, made.id));
    const versions = documentVersionListSchema.parse((await t.call('GET', `/documents/${made.id}/versions`, { token: user.token })).body.data).versions;
    const old = await t.call('GET', `/documents/${made.id}/versions/${versions[0]!.id}`, { token: user.token });
    expect(old.status).toBe(200);
    expect(old.body.data.version.html).toBe('<p>x</p><pre><code>x</code></pre>');
  });

  it('keeps a version a person’s editing session and one more for each other person, and restores an old one as a new version', async () => {
    const user = await signedInUser(t);
    const colleague = await signedInUser(t, { role: 'office_manager', companyId: user.companyId });
    let document = await aDocument(user);
    // Autosave every few seconds by one person: one snapshot of the session.
    for (const text of ['One', 'One two', 'One two three']) document = await saved(user, document, content(paragraph(text)), 'Spring clean-up');
    document = await saved(colleague, document, content(paragraph('Rewritten by the office manager')), 'Spring clean-up');

    const versions = documentVersionListSchema.parse((await t.call('GET', `/documents/${document.id}/versions`, { token: user.token })).body.data).versions;
    expect(versions.map((version) => version.version)).toEqual([5, 4]);
    expect(versions[1]).toMatchObject({ restoredFromVersion: null });
    const old = await t.call('GET', `/documents/${document.id}/versions/${versions[1]!.id}`, { token: user.token });
    expect(old.body.data.version).toMatchObject({ version: 4, html: '<p>One two three</p>' });

    // A restore against an old version of the document is stale, like a save.
    expect((await t.call('POST', `/documents/${document.id}/versions/${versions[1]!.id}/restore`, { token: user.token, body: { version: 4 } })).status).toBe(409);
    const restored = await t.call('POST', `/documents/${document.id}/versions/${versions[1]!.id}/restore`, { token: user.token, body: { version: 5 } });
    expect(restored.status, restored.text).toBe(200);
    expect(restored.body.data.document).toMatchObject({ version: 6, html: '<p>One two three</p>' });
    const after = documentVersionListSchema.parse((await t.call('GET', `/documents/${document.id}/versions`, { token: user.token })).body.data).versions;
    expect(after.map((version) => [version.version, version.restoredFromVersion])).toEqual([
      [6, 4],
      [5, null],
      [4, null],
    ]);
  });

  it('saves and opens a 50-page manual', async () => {
    const user = await signedInUser(t);
    const made = await aDocument(user);
    const manual = await saved(user, made, longDocument(50), 'Employee handbook');
    expect(manual.html.length).toBeGreaterThan(200_000);
    const read = await t.call('GET', `/documents/${made.id}`, { token: user.token });
    expect(read.status).toBe(200);
    expect(read.body.data.document.json).toEqual(longDocument(50));
  });

  it('exports a PDF with the title, the text and the footer', async () => {
    const user = await signedInUser(t);
    const made = await aDocument(user, { templateId: 'sop' });
    const response = await t.app.inject({ method: 'GET', url: `/api/v2/documents/${made.id}/export.pdf`, headers: { authorization: `Bearer ${user.token}` } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain('filename="New procedure.pdf"');
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(response.rawPayload);
    expect(text).toContain('New procedure');
    expect(text).toContain('Purpose');
  });

  it('takes images decoded and re-encoded, serves them by an unguessable address, and shows them in the document', async () => {
    const user = await signedInUser(t);
    const made = await aDocument(user);
    const uploaded = await multipartImage(user.token, made.id, await anImage('webp', 40, 30));
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const image = JSON.parse(uploaded.body).data.image as { url: string; width: number; height: number };
    expect(image).toMatchObject({ url: expect.stringMatching(/^\/api\/v2\/document_images\/[0-9a-f]{64}$/), width: 40, height: 30 });

    // Public (an <img> sends no token), typed by what it is now (WebP became PNG), and no script can run in it.
    const served = await t.app.inject({ method: 'GET', url: image.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['content-security-policy']).toContain("default-src 'none'");
    expect((await t.app.inject({ method: 'GET', url: `/api/v2/document_images/${'0'.repeat(64)}` })).statusCode).toBe(404);

    const withImage = await saved(user, made, content({ type: 'image', attrs: { src: image.url, alt: 'Deck guard', title: null, width: 40, height: 30 } }));
    expect(withImage.html).toBe(`<img src="${image.url}" alt="Deck guard" width="40" height="30" />`);
    const pdf = await t.app.inject({ method: 'GET', url: `/api/v2/documents/${made.id}/export.pdf`, headers: { authorization: `Bearer ${user.token}` } });
    expect(pdf.statusCode).toBe(200);

    const notAnImage = await multipartImage(user.token, made.id, Buffer.from('<svg onload="alert(1)"></svg>'), 'image/svg+xml');
    expect(notAnImage.statusCode).toBe(400);
    expect(JSON.parse(notAnImage.body).details.fieldErrors).toHaveProperty('file');
  });

  it('lets the office read documents and only admins and office managers change them; crew leaders get 403', async () => {
    const made = await aDocument(owner, { title: 'Handbook: uniforms' });
    const estimator = await signedInUser(t, { role: 'estimator', companyId: owner.companyId });
    const manager = await signedInUser(t, { role: 'office_manager', companyId: owner.companyId });
    const crewLeader = await signedInUser(t, { role: 'crew_leader', companyId: owner.companyId });

    const read = await t.call('GET', `/documents/${made.id}`, { token: estimator.token });
    expect(read.status).toBe(200);
    expect(read.body.data.document.canEdit).toBe(false);
    const refused = await save(estimator, made, content(paragraph('x')));
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(ONLY_LEADERS_EDIT_DOCUMENTS_MESSAGE);
    expect((await t.call('POST', '/documents', { token: estimator.token, body: {} })).status).toBe(403);
    expect((await t.call('DELETE', `/documents/${made.id}`, { token: estimator.token })).status).toBe(403);
    // Refused before the body is read: the estimator learns nothing from validation.
    expect((await t.call('PUT', `/documents/${made.id}`, { token: estimator.token, body: { nonsense: true } })).status).toBe(403);

    expect((await save(manager, made, content(paragraph('By the office manager')))).status).toBe(200);
    for (const path of ['/documents', `/documents/${made.id}`, `/documents/${made.id}/versions`, '/documents/templates']) {
      expect((await t.call('GET', path, { token: crewLeader.token })).status, path).toBe(403);
    }
  });

  it('a second company gets 404 reading, changing, restoring, exporting, deleting or uploading into the first one’s document', async () => {
    const made = await aDocument(owner, { title: 'Owner’s procedure' });
    const versions = documentVersionListSchema.parse((await t.call('GET', `/documents/${made.id}/versions`, { token: owner.token })).body.data).versions;
    const other = await signedInUser(t);
    for (const [method, path, body] of [
      ['GET', `/documents/${made.id}`, undefined],
      ['PUT', `/documents/${made.id}`, { title: 'Mine now', json: content(paragraph('x')), version: 1 }],
      ['DELETE', `/documents/${made.id}`, undefined],
      ['GET', `/documents/${made.id}/versions`, undefined],
      ['GET', `/documents/${made.id}/versions/${versions[0]!.id}`, undefined],
      ['POST', `/documents/${made.id}/versions/${versions[0]!.id}/restore`, { version: 1 }],
      ['GET', `/documents/${made.id}/export.pdf`, undefined],
    ] as const) {
      expect((await t.call(method, path, { token: other.token, body })).status, `${method} ${path}`).toBe(404);
    }
    expect((await multipartImage(other.token, made.id, await anImage('png'))).statusCode).toBe(404);
    expect(documentListSchema.parse((await t.call('GET', '/documents', { token: other.token })).body.data).documents).toEqual([]);
    // Still there, unchanged.
    expect((await t.call('GET', `/documents/${made.id}`, { token: owner.token })).body.data.document).toMatchObject({ title: 'Owner’s procedure', version: 1 });
  });

  it('deletes a document with its history', async () => {
    const made = await aDocument(owner);
    expect((await t.call('DELETE', `/documents/${made.id}`, { token: owner.token })).status).toBe(200);
    expect((await t.call('GET', `/documents/${made.id}`, { token: owner.token })).status).toBe(404);
    expect((await t.call('GET', `/documents/${made.id}/versions`, { token: owner.token })).status).toBe(404);
  });

  it.each([
    ['POST', 'a title too long', { title: 'x'.repeat(201) }, ['title']],
    ['POST', 'an unknown template', { templateId: 'contract' }, ['templateId']],
    ['POST', 'a key the API does not take', { title: 'x', companyId: randomUUID() }, ['body']],
    ['PUT', 'no version', { title: 'x', json: { type: 'doc', content: [] } }, ['version']],
    ['PUT', 'a version of 0', { title: 'x', json: { type: 'doc', content: [] }, version: 0 }, ['version']],
    ['PUT', 'no content', { title: 'x', version: 1 }, ['json']],
    ['PUT', 'content that is not a document', { title: 'x', json: '<p>hi</p>', version: 1 }, ['json']],
    ['PUT', 'a heading of level 9', { title: 'x', json: { type: 'doc', content: [{ type: 'heading', attrs: { level: 9 } }] }, version: 1 }, ['json.content.0.attrs.level']],
    ['PUT', 'a NUL in the text', { title: 'x', json: { type: 'doc', content: [paragraph('a\u0000b')] }, version: 1 }, ['json.content.0.content.0.text']],
  ])('%s with %s is 400 naming %j', async (method, _name, body, fields) => {
    const made = await aDocument(owner);
    const response = method === 'POST' ? await t.call('POST', '/documents', { token: owner.token, body }) : await t.call('PUT', `/documents/${made.id}`, { token: owner.token, body });
    expect(response.status, response.text).toBe(400);
    expect(Object.keys(response.body.details.fieldErrors).sort()).toEqual([...fields].sort());
  });

  it('refuses a document nested past the limit with 400, not a crash', async () => {
    const made = await aDocument(owner);
    // Written by hand: JSON.stringify itself would overflow on it.
    const depth = 5000;
    const payload = `{"title":"x","version":1,"json":{"type":"doc","content":[${'{"type":"blockquote","content":['.repeat(depth)}{"type":"paragraph"}${']}'.repeat(depth)}]}}`;
    const injected = await t.app.inject({ method: 'PUT', url: `/api/v2/documents/${made.id}`, headers: { authorization: `Bearer ${owner.token}`, 'content-type': 'application/json' }, payload });
    const response = { status: injected.statusCode, body: JSON.parse(injected.body) };
    expect(response.status).toBe(400);
    expect(response.body.message).toMatch(/nests more than 24 levels/);
  });

  it('answers 404 for ids that are not ids or not there', async () => {
    expect((await t.call('GET', '/documents/not-an-id', { token: owner.token })).status).toBe(400);
    expect((await t.call('GET', `/documents/${randomUUID()}`, { token: owner.token })).status).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/v2/document_images/nope' })).statusCode).toBe(404);
  });
});
