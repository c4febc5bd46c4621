import type { OutboxMessage } from '@groundwork/domain/outbox';
import { count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { outboxMessages } from '../../db/schema';
import type { RequestContext } from '../../plugins/auth';

export function createOutboxService(db: Db) {
  return {
    /** The company's e-mails, newest first; other companies' messages never appear. */
    async listOutboxMessages(ctx: RequestContext, page: { page: number; limit: number }) {
      const byCompany = eq(outboxMessages.companyId, ctx.companyId);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(outboxMessages)
          .where(byCompany)
          .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id))
          .limit(page.limit)
          .offset((page.page - 1) * page.limit),
        db.select({ value: count() }).from(outboxMessages).where(byCompany),
      ]);
      const messages = rows.map(
        (row): OutboxMessage => ({
          id: row.id,
          to: row.to,
          subject: row.subject,
          text: row.text,
          status: row.status,
          createdAt: row.createdAt.toISOString(),
          sentAt: row.sentAt ? row.sentAt.toISOString() : null,
        }),
      );
      return { messages, pagination: { page: page.page, limit: page.limit, total: total?.value ?? 0 } };
    },
  };
}
