import { useCallback, useEffect, useRef, useState } from 'react';
import type { DraftLine } from './estimate-draft';

/**
 * A copy of an estimate's unsaved draft kept in this browser, so a failed autosave (the network or the server, not a
 * 409) or a closed tab never loses typed work. One entry per estimate, holding the version (`updatedAt`) it was based
 * on. It is not under the `cache:` prefix on purpose: logout (also a 401 mid-edit) clears cached lists, and that is
 * exactly when an unsaved draft matters most.
 */
export const LOCAL_DRAFT_PREFIX = 'estimate-draft:';

/** The builder's header fields as typed (all text, as the inputs hold them). */
export type LocalDraftHeader = Record<string, string>;

export type LocalDraft = {
  estimateId: string;
  /** The server version the draft started from. */
  updatedAt: string;
  /** When this browser kept it (ISO). */
  savedAt: string;
  header: LocalDraftHeader;
  lines: DraftLine[];
};

export function localDraftKey(estimateId: string): string {
  return `${LOCAL_DRAFT_PREFIX}${estimateId}`;
}

const isText = (value: unknown): value is string => typeof value === 'string';
const isNumberOrNull = (value: unknown) => value === null || (typeof value === 'number' && Number.isFinite(value));
const costTypes = new Set(['labor', 'equipment', 'product', 'subcontractor']);

/** A stored line must have the shape the grid edits; anything else (an older app version, a hand edit) is ignored. */
function isDraftLine(value: unknown): value is DraftLine {
  if (typeof value !== 'object' || value === null) return false;
  const line = value as Record<string, unknown>;
  return (
    isText(line.id) &&
    (line.parentId === null || isText(line.parentId)) &&
    isText(line.name) &&
    isText(line.description) &&
    isText(line.type) &&
    costTypes.has(line.type) &&
    typeof line.qty === 'number' &&
    typeof line.visits === 'number' &&
    typeof line.cost === 'number' &&
    isNumberOrNull(line.bHrs) &&
    isNumberOrNull(line.markup) &&
    isNumberOrNull(line.rate) &&
    typeof line.taxable === 'boolean' &&
    (line.serviceId === null || isText(line.serviceId)) &&
    (line.sourceId === null || isText(line.sourceId))
  );
}

export function readLocalDraft(estimateId: string): LocalDraft | null {
  try {
    const raw = window.localStorage.getItem(localDraftKey(estimateId));
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<LocalDraft>;
    const header = parsed.header;
    if (
      parsed.estimateId !== estimateId ||
      !isText(parsed.updatedAt) ||
      !isText(parsed.savedAt) ||
      typeof header !== 'object' ||
      header === null ||
      !Object.values(header).every(isText) ||
      !Array.isArray(parsed.lines) ||
      !parsed.lines.every(isDraftLine)
    ) {
      return null;
    }
    return { estimateId, updatedAt: parsed.updatedAt, savedAt: parsed.savedAt, header, lines: parsed.lines };
  } catch {
    return null;
  }
}

export function writeLocalDraft(draft: Omit<LocalDraft, 'savedAt'>, savedAt: Date = new Date()): void {
  try {
    window.localStorage.setItem(localDraftKey(draft.estimateId), JSON.stringify({ ...draft, savedAt: savedAt.toISOString() } satisfies LocalDraft));
  } catch {
    // Full or disabled storage: nothing more can be kept; the builder still warns before the tab closes.
  }
}

export function clearLocalDraft(estimateId: string): void {
  try {
    window.localStorage.removeItem(localDraftKey(estimateId));
  } catch {
    // Storage unavailable: nothing was kept.
  }
}

/**
 * Whether a kept draft is newer than the estimate as the server has it: it was based on the version the server
 * still has (nobody saved since), or it was kept after the server's last save. An older one is stale.
 */
export function isNewerThan(draft: LocalDraft, estimate: { updatedAt: string }): boolean {
  if (draft.updatedAt === estimate.updatedAt) return true;
  return Date.parse(draft.savedAt) > Date.parse(estimate.updatedAt);
}

/** The kept draft to offer when an estimate opens: only for an editable estimate, only when newer; a stale one goes. */
export function localDraftToOffer(estimate: { id: string; updatedAt: string; status: string } | null): LocalDraft | null {
  if (!estimate) return null;
  const draft = readLocalDraft(estimate.id);
  if (!draft) return null;
  if (estimate.status !== 'draft' || !isNewerThan(draft, estimate)) {
    clearLocalDraft(estimate.id);
    return null;
  }
  return draft;
}

type UseLocalDraftOptions = {
  estimate: { id: string; updatedAt: string; status: string } | null;
  /** There are changes the server does not have. */
  dirty: boolean;
  /** What to keep: the current header and lines, and the version they are based on. */
  snapshot: () => { updatedAt: string | null; header: LocalDraftHeader; lines: DraftLine[] };
};

/**
 * Keeps the unsaved draft of a saved estimate in this browser when the tab is hidden or closed, or the builder is
 * left, with changes the server does not have; `keep()` stores it at once (after a failed autosave), `clear()` drops
 * it (after a good save), `abandon()` drops it for good (reloading the server's version). `offer` is a newer kept draft found when the estimate opened, until restored or discarded.
 */
export function useLocalDraft({ estimate, dirty, snapshot }: UseLocalDraftOptions) {
  const estimateId = estimate?.id ?? null;
  const [offer, setOffer] = useState<LocalDraft | null>(() => localDraftToOffer(estimate));
  const latest = useRef({ dirty, snapshot, estimateId });
  useEffect(() => {
    latest.current = { dirty, snapshot, estimateId };
  });

  const keep = useCallback(() => {
    const { estimateId: id, snapshot: take } = latest.current;
    if (!id) return;
    const { updatedAt, header, lines } = take();
    if (updatedAt) writeLocalDraft({ estimateId: id, updatedAt, header, lines });
  }, []);

  const clear = useCallback(() => {
    if (latest.current.estimateId) clearLocalDraft(latest.current.estimateId);
  }, []);

  // Set when the person chose to throw the draft away (reload the server's version): leaving then keeps nothing.
  const abandoned = useRef(false);
  const abandon = useCallback(() => {
    abandoned.current = true;
    clear();
  }, [clear]);

  useEffect(() => {
    if (!estimateId) return;
    const keepIfDirty = () => {
      if (latest.current.dirty && !abandoned.current) keep();
    };
    // pagehide fires on close, reload and navigation away, including on mobile where beforeunload may not; a tab
    // hidden on a phone may be discarded without either, so hiding keeps the draft too.
    const keepIfHidden = () => {
      if (document.visibilityState === 'hidden') keepIfDirty();
    };
    window.addEventListener('pagehide', keepIfDirty);
    document.addEventListener('visibilitychange', keepIfHidden);
    return () => {
      window.removeEventListener('pagehide', keepIfDirty);
      document.removeEventListener('visibilitychange', keepIfHidden);
      // Leaving the builder inside the app with unsaved changes keeps them too.
      keepIfDirty();
    };
  }, [estimateId, keep]);

  const dismiss = useCallback(() => setOffer(null), []);
  return { offer, keep, clear, abandon, dismiss };
}
