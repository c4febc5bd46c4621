import { legalDocumentSchema } from '@groundwork/domain/legal';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { legalDocuments } from '../../db/schema';
import { CURRENT_LEGAL_VERSION, upsertLegalDocuments } from '../../db/seed';
import { useTestApp } from '../../test/test-app';

const t = useTestApp();

const plainText = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('GET /legal_documents/:type', () => {
  it('terms: the Terms of Service state every fact of the subscription agreement', async () => {
    const response = await t.call('GET', '/legal_documents/terms');
    expect(response.status).toBe(200);
    const document = legalDocumentSchema.parse(response.body.data);
    expect(document).toMatchObject({ type: 'terms', title: 'Terms of Service', version: CURRENT_LEGAL_VERSION });
    const text = plainText(document.content);
    for (const fact of [
      'monthly subscription paid in advance',
      'saved credit card',
      'initial term is one (1) month',
      'renews automatically month to month',
      'Renewal invoices are due within 30 days',
      'interest of 12% per year',
      'the greater of 10% per year or the increase in the Consumer Price Index for All Urban Consumers (CPI-U)',
      'written notice',
      'fees already paid are not refunded',
      'with or without cause',
      'prorated',
      'Sharing logins is not allowed',
      'consent to receive text messages',
      'AI-generated voice',
      'laws of the State of New York',
      'mediation for 60 days',
      'binding arbitration',
      'within one (1) year',
      'waives its right to a trial by jury',
      'courts of a county in the State of New York',
    ]) {
      expect(text, fact).toContain(fact);
    }
  });

  it('privacy: the Privacy Notice states its date, age limit, retention, answer and appeal periods', async () => {
    const response = await t.call('GET', '/legal_documents/privacy');
    expect(response.status).toBe(200);
    const document = legalDocumentSchema.parse(response.body.data);
    expect(document).toMatchObject({ type: 'privacy', title: 'Privacy Notice' });
    const text = plainText(document.content);
    for (const fact of [
      'Last updated: February 25, 2025',
      'minimum age is 18',
      'deactivate that account',
      'A, B, D, G, H, I and L',
      '120 months after the termination',
      'answer within 45 days',
      'extend that period once by a further 45 days',
      'appeal within 60 days',
      'schedule a meeting with a Groundwork representative',
      'cancellation form',
    ]) {
      expect(text, fact).toContain(fact);
    }
    for (const letter of 'ABCDEFGHIJKL') expect(document.content).toContain(`<td>${letter}</td>`);
  });

  it('needs no session', async () => {
    expect((await t.call('GET', '/legal_documents/privacy', { token: 'not-a-token' })).status).toBe(200);
  });

  it.each(['cookies', 'TERMS', 'x'.repeat(400)])('an unknown type (%s) is 404 "Document not found."', async (type) => {
    const response = await t.call('GET', `/legal_documents/${type}`);
    expect(response.status).toBe(404);
    expect(response.body).toMatchObject({ success: false, code: 'NOT_FOUND', message: 'Document not found.' });
  });

  it('publishing again is idempotent and keeps one row per type and version', async () => {
    const before = await t.database.db.select().from(legalDocuments);
    await upsertLegalDocuments(t.database);
    const after = await t.database.db.select().from(legalDocuments);
    expect(after).toHaveLength(before.length);
    expect(after.map((row) => row.updatedAt.getTime()).sort()).toEqual(before.map((row) => row.updatedAt.getTime()).sort());
  });

  it('changed wording lands on the next start, sanitised', async () => {
    await t.database.db
      .update(legalDocuments)
      .set({ content: '<p>old wording</p><script>alert(1)</script>' })
      .where(eq(legalDocuments.type, 'terms'));
    await upsertLegalDocuments(t.database);
    const response = await t.call('GET', '/legal_documents/terms');
    expect(response.body.data.content).toContain('New York');
    expect(response.body.data.content).not.toContain('old wording');
    expect(response.body.data.content).not.toContain('<script');
  });
});

describe('addresses the router refuses', () => {
  it('a path segment longer than the router allows is 404 in the envelope', async () => {
    const response = await t.call('GET', `/legal_documents/${'x'.repeat(10_000)}`);
    expect(response.status).toBe(404);
    expect(response.body).toMatchObject({ success: false, code: 'NOT_FOUND' });
  });

  it('a badly encoded address is 400 in the envelope', async () => {
    const response = await t.call('GET', '/legal_documents/%E0%A4%A');
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
  });
});
