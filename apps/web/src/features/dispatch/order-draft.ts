import type { DispatchOrder } from '@groundwork/domain/dispatch';
import type { WorkOrderReason } from '@groundwork/domain/orders';
import { useSyncExternalStore } from 'react';
import { isApiError } from '@/lib/api-client';
import { submitWorkOrder, type WorkOrderSubmission } from './api/record-work-order';

/**
 * What a crew leader typed about an order, kept on the phone (localStorage) until the server has it: a poor
 * connection, a reload or a flat battery loses nothing. A submit becomes `pending` with its Idempotency-Key; the same
 * key goes with every retry until the server answers, so a report that reached the server once is recorded once.
 */

export type TimeEntryDraft = {
  /** Local row key (React list key; not sent). */
  key: string;
  employeeId: string;
  mode: 'clock' | 'hours';
  clockIn: string;
  clockOut: string;
  hours: string;
};

export type CompleteDraft = {
  timeEntries: TimeEntryDraft[];
  /** Quantity typed per product line (itemId → text); blank means not used. */
  materials: Record<string, string>;
  notes: string;
};

export type SkipDraft = { reason: WorkOrderReason | ''; note: string };

export type PendingSubmission = { submission: WorkOrderSubmission; idempotencyKey: string; savedAt: string };

export type OrderDraft = { complete?: CompleteDraft; skip?: SkipDraft; pending?: PendingSubmission };

const storageKey = (orderId: string) => `groundwork.dispatch-draft.${orderId}`;

type Listener = () => void;
const listeners = new Set<Listener>();
const sending = new Map<string, Promise<SendOutcome>>();

function notify(): void {
  for (const listener of listeners) listener();
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key.startsWith('groundwork.dispatch-draft.')) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

function readRaw(orderId: string): string | null {
  try {
    return window.localStorage.getItem(storageKey(orderId));
  } catch {
    return null;
  }
}

export function readDraft(orderId: string): OrderDraft {
  const raw = readRaw(orderId);
  if (!raw) return {};
  try {
    const parsed = JSON.parse(raw) as unknown;
    return parsed && typeof parsed === 'object' ? (parsed as OrderDraft) : {};
  } catch {
    return {};
  }
}

/** Merges `change` into the order's draft; a draft left empty is removed. */
export function updateDraft(orderId: string, change: Partial<Record<keyof OrderDraft, OrderDraft[keyof OrderDraft] | null>>): void {
  const next: Record<string, unknown> = { ...readDraft(orderId) };
  for (const [field, value] of Object.entries(change)) {
    if (value === null || value === undefined) delete next[field];
    else next[field] = value;
  }
  try {
    if (Object.keys(next).length === 0) window.localStorage.removeItem(storageKey(orderId));
    else window.localStorage.setItem(storageKey(orderId), JSON.stringify(next));
  } catch {
    // Storage full or disabled (private mode): the draft then lives as long as the screen does.
  }
  notify();
}

// useSyncExternalStore needs the same snapshot object while nothing changed.
const snapshots = new Map<string, { raw: string | null; inFlight: boolean; value: { draft: OrderDraft; sending: boolean } }>();

function snapshotOf(orderId: string): { draft: OrderDraft; sending: boolean } {
  const raw = readRaw(orderId);
  const inFlight = sending.has(orderId);
  const cached = snapshots.get(orderId);
  if (cached && cached.raw === raw && cached.inFlight === inFlight) return cached.value;
  const value = { draft: readDraft(orderId), sending: inFlight };
  snapshots.set(orderId, { raw, inFlight, value });
  return value;
}

/** The order's draft as it changes, and whether its pending report is on its way. */
export function useOrderDraft(orderId: string): { draft: OrderDraft; sending: boolean } {
  return useSyncExternalStore(
    subscribe,
    () => snapshotOf(orderId),
    () => snapshotOf(orderId),
  );
}

/** The ids (comma-joined, a stable snapshot) of these orders with a report waiting on this phone, as they change. */
export function usePendingReportIds(orderIds: readonly string[]): string[] {
  const joined = useSyncExternalStore(
    subscribe,
    () => ordersWithPendingReports(orderIds.map((id) => ({ id }))).join(','),
    () => '',
  );
  return joined ? joined.split(',') : [];
}

/** Which of these orders have a report waiting on this phone. */
export function ordersWithPendingReports(orders: readonly Pick<DispatchOrder, 'id'>[]): string[] {
  return orders.filter((order) => readDraft(order.id).pending).map((order) => order.id);
}

export type SendOutcome =
  | { outcome: 'sent'; order: DispatchOrder; submission: WorkOrderSubmission }
  /** No answer (offline, timed out): the draft and its key stay for the next try. */
  | { outcome: 'offline' }
  /** The server answered no (400, 409, 422…): the key is spent; what was typed stays to correct. */
  | { outcome: 'refused'; error: unknown; submission: WorkOrderSubmission }
  | { outcome: 'nothing' };

const draftFieldOf = { start: null, complete: 'complete', skip: 'skip' } as const;

/**
 * Sends the order's pending report with its key. Only one send per order runs at a time (the list's reconnect and the
 * open order share it), and the draft is cleared only once the server accepted it.
 */
export function sendPendingReport(orderId: string): Promise<SendOutcome> {
  const running = sending.get(orderId);
  if (running) return running;
  const pending = readDraft(orderId).pending;
  if (!pending) return Promise.resolve({ outcome: 'nothing' });
  const run = (async (): Promise<SendOutcome> => {
    try {
      const order = await submitWorkOrder(pending.submission, pending.idempotencyKey);
      const field = draftFieldOf[pending.submission.action];
      updateDraft(orderId, field ? { pending: null, [field]: null } : { pending: null });
      return { outcome: 'sent', order, submission: pending.submission };
    } catch (error) {
      if (isApiError(error) && error.status === null) return { outcome: 'offline' };
      updateDraft(orderId, { pending: null });
      return { outcome: 'refused', error, submission: pending.submission };
    }
  })();
  sending.set(orderId, run);
  notify();
  void run.finally(() => {
    sending.delete(orderId);
    notify();
  });
  return run;
}

/** Keeps `submission` on the phone with a new Idempotency-Key, then sends it. */
export function submitReport(submission: WorkOrderSubmission): Promise<SendOutcome> {
  updateDraft(submission.orderId, { pending: { submission, idempotencyKey: crypto.randomUUID(), savedAt: new Date().toISOString() } });
  return sendPendingReport(submission.orderId);
}

export const OFFLINE_SAVED_MESSAGE = "Saved on this phone — will send when you're back online";
