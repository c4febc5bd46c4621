import { FIRST_TICKET_NUMBER } from '@groundwork/domain/tickets';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { tickets } from '../db/schema';
import { queryRows } from './clients';

/**
 * What the tickets area shares with the areas that raise tasks themselves (equipment going out of service): the
 * task numbers and the one insert of a task the system raises. The tickets module keeps everything a person does.
 */

/** The company's next task number; the counter row stays locked until the transaction ends (gap-free, unique). */
export async function takeTicketNumber(tx: Db, companyId: string): Promise<number> {
  const [row] = await queryRows<{ last_number: number }>(
    tx,
    sql`insert into ticket_number_counters (company_id, last_number) values (${companyId}, ${FIRST_TICKET_NUMBER})
        on conflict (company_id) do update set last_number = ticket_number_counters.last_number + 1
        returning last_number`,
  );
  return Number(row!.last_number);
}

export type RaisedTicketValues = Omit<typeof tickets.$inferInsert, 'id' | 'companyId' | 'number'>;

/** A task numbered and inserted inside the caller's transaction (`tx`): its id, number and title. */
export async function raiseTicket(tx: Db, companyId: string, values: RaisedTicketValues): Promise<{ id: string; number: number; title: string }> {
  const number = await takeTicketNumber(tx, companyId);
  const [row] = await tx
    .insert(tickets)
    .values({ ...values, companyId, number })
    .returning({ id: tickets.id, number: tickets.number, title: tickets.title });
  return row!;
}
