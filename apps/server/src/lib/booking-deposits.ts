import { bookingReference } from '@groundwork/domain/store';
import { fromUnits } from '@groundwork/domain/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { payments, storeBookings } from '../db/schema';
import { dateIn } from './dates';
import type { ProviderDeposit, ProviderEvent } from './payment-provider';
import { claimProviderPayment, linkProviderEvent } from './provider-events';
import { companyFacts } from './public-company';

/**
 * A paid deposit of an online store booking, from the provider's verified webhook (the invoices' Stripe endpoint hands
 * it here): recorded once (per event id and per payment intent) as an online payment held as the customer's credit,
 * which the office applies to the season's first invoice; the booking shows its deposit as paid.
 */
export async function recordBookingDeposit(db: Db, event: ProviderEvent, deposit: ProviderDeposit): Promise<'recorded' | 'replayed' | 'unknown_booking'> {
  return db.transaction(async (tx) => {
    const [booking] = await tx
      .select()
      .from(storeBookings)
      .where(and(eq(storeBookings.companyId, deposit.companyId), eq(storeBookings.id, deposit.bookingId)))
      .for('update')
      .limit(1);
    if (!booking?.customerId) return 'unknown_booking';
    if ((await claimProviderPayment(tx, event, booking.companyId, deposit.providerPaymentId)) === 'replayed') return 'replayed';
    const { timeZone } = await companyFacts(tx, booking.companyId);
    const amount = fromUnits(deposit.amountCents, 2).toFixed(2);
    const [inserted] = await tx
      .insert(payments)
      .values({
        companyId: booking.companyId,
        customerId: booking.customerId,
        method: deposit.method,
        source: 'online',
        reference: deposit.providerPaymentId,
        date: dateIn(timeZone, deposit.createdAt),
        amount,
        unapplied: amount,
        note: `Deposit for online booking ${bookingReference(booking.id)} (${booking.listingTitle})`,
        provider: 'stripe',
        providerPaymentId: deposit.providerPaymentId,
      })
      .returning({ id: payments.id });
    await linkProviderEvent(tx, event, inserted!.id);
    await tx
      .update(storeBookings)
      .set({ depositStatus: 'paid', depositPaymentId: inserted!.id, updatedAt: new Date() })
      .where(and(eq(storeBookings.companyId, booking.companyId), eq(storeBookings.id, booking.id)));
    return 'recorded';
  });
}
