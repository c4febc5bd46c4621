import { desc, eq } from 'drizzle-orm';
import { outboxMessages } from '../db/schema';
import type { TestApp } from './test-app';

/** The messages written to one address, newest first. */
export function messagesTo(t: TestApp, to: string) {
  return t.database.db.select().from(outboxMessages).where(eq(outboxMessages.to, to)).orderBy(desc(outboxMessages.createdAt));
}

/** The token in the newest reset e-mail sent to `to`. */
export async function latestResetToken(t: TestApp, to: string): Promise<string> {
  const [message] = await messagesTo(t, to);
  const token = /reset-password\?token=([\w%-]+)/.exec(message?.text ?? '')?.[1];
  if (!token) throw new Error(`no reset e-mail for ${to}`);
  return decodeURIComponent(token);
}
