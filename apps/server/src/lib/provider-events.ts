import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { paymentProviderEvents, payments } from '../db/schema';
import type { ProviderEvent } from './payment-provider';

/**
 * The two guards every payment from the provider's webhook passes, inside the transaction that records it (an invoice
 * paid online, a store booking's deposit): the event id first, so a redelivered or replayed event stops here; then the
 * payment intent, so another event about the same money records nothing more (that event is linked to the payment
 * already recorded). 'claimed' means the caller records the payment and then calls `linkProviderEvent`.
 */
export async function claimProviderPayment(
  tx: Db,
  event: ProviderEvent,
  companyId: string,
  providerPaymentId: string,
): Promise<'claimed' | 'replayed'> {
  const [claimed] = await tx
    .insert(paymentProviderEvents)
    .values({ provider: 'stripe', eventId: event.id, companyId, type: event.type })
    .onConflictDoNothing()
    .returning({ eventId: paymentProviderEvents.eventId });
  if (!claimed) return 'replayed';
  const [existing] = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.provider, 'stripe'), eq(payments.providerPaymentId, providerPaymentId)))
    .limit(1);
  if (!existing) return 'claimed';
  await linkProviderEvent(tx, event, existing.id);
  return 'replayed';
}

/** Ties a claimed event to the payment it recorded (the payment's history shows which event brought it). */
export async function linkProviderEvent(tx: Db, event: ProviderEvent, paymentId: string): Promise<void> {
  await tx
    .update(paymentProviderEvents)
    .set({ paymentId })
    .where(and(eq(paymentProviderEvents.provider, 'stripe'), eq(paymentProviderEvents.eventId, event.id)));
}
