import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { DraftLine } from './estimate-draft';
import { isNewerThan, localDraftKey, localDraftToOffer, readLocalDraft, useLocalDraft, writeLocalDraft, type LocalDraft } from './estimate-local-draft';

const estimateId = '6f1c1a52-3f0e-4a4b-9a59-000000000001';
const version = '2026-11-20T10:00:00.000Z';

const aLine = (overrides: Partial<DraftLine> = {}): DraftLine => ({
  id: 'p1',
  parentId: null,
  name: 'Mowing',
  description: '',
  type: 'labor',
  qty: 1,
  visits: 1,
  cost: 0,
  bHrs: null,
  markup: null,
  rate: null,
  taxable: true,
  serviceId: null,
  sourceId: null,
  ...overrides,
});

const aDraft = (overrides: Partial<LocalDraft> = {}): LocalDraft => ({
  estimateId,
  updatedAt: version,
  savedAt: '2026-11-20T10:05:00.000Z',
  header: { description: 'Spring work', terms: '' },
  lines: [aLine(), aLine({ id: 'c1', parentId: 'p1', name: 'Crew labour', qty: 4, cost: 27.5 })],
  ...overrides,
});

const store = (value: unknown) => window.localStorage.setItem(localDraftKey(estimateId), JSON.stringify(value));
const anEstimate = (overrides: Partial<{ updatedAt: string; status: string }> = {}) => ({ id: estimateId, updatedAt: version, status: 'draft', ...overrides });

describe('the local draft store', () => {
  it('keeps a draft per estimate with the version it started from and reads it back', () => {
    const { savedAt, ...rest } = aDraft();
    writeLocalDraft(rest, new Date(savedAt));
    expect(readLocalDraft(estimateId)).toEqual(aDraft());
    expect(readLocalDraft('another-estimate')).toBeNull();
  });

  it.each([
    ['not JSON', '{oops'],
    ['another estimate’s draft', JSON.stringify(aDraft({ estimateId: 'other' }))],
    ['no lines', JSON.stringify({ ...aDraft(), lines: 'none' })],
    ['a line of an unknown type', JSON.stringify(aDraft({ lines: [aLine({ type: 'robot' as DraftLine['type'] })] }))],
    ['a quantity that is text', JSON.stringify(aDraft({ lines: [aLine({ qty: '2' as unknown as number })] }))],
    ['a header field that is not text', JSON.stringify({ ...aDraft(), header: { description: 5 } })],
    ['no version', JSON.stringify({ ...aDraft(), updatedAt: undefined })],
  ])('ignores a stored value with %s', (_, raw) => {
    window.localStorage.setItem(localDraftKey(estimateId), raw);
    expect(readLocalDraft(estimateId)).toBeNull();
  });

  it('calls a draft newer when it started from the server’s version or was kept after the server’s last save', () => {
    expect(isNewerThan(aDraft(), { updatedAt: version })).toBe(true);
    expect(isNewerThan(aDraft({ updatedAt: '2026-11-19T09:00:00.000Z' }), { updatedAt: version })).toBe(true);
    expect(isNewerThan(aDraft({ updatedAt: '2026-11-19T09:00:00.000Z', savedAt: '2026-11-19T09:30:00.000Z' }), { updatedAt: version })).toBe(false);
  });

  it('offers a newer draft of an editable estimate, and throws away a stale one or one of an estimate no longer a draft', () => {
    store(aDraft());
    expect(localDraftToOffer(anEstimate())?.lines).toHaveLength(2);
    expect(localDraftToOffer(null)).toBeNull();

    expect(localDraftToOffer(anEstimate({ status: 'sent' }))).toBeNull();
    expect(readLocalDraft(estimateId)).toBeNull();

    store(aDraft({ updatedAt: '2026-11-19T09:00:00.000Z', savedAt: '2026-11-19T09:30:00.000Z' }));
    expect(localDraftToOffer(anEstimate())).toBeNull();
    expect(readLocalDraft(estimateId)).toBeNull();
  });
});

describe('useLocalDraft', () => {
  const header = { description: 'Typed but not saved', terms: '' };
  const lines = [aLine()];
  const renderLocalDraft = (initial: { dirty: boolean; estimate?: ReturnType<typeof anEstimate> | null }) =>
    renderHook((props: { dirty: boolean; estimate?: ReturnType<typeof anEstimate> | null }) =>
      useLocalDraft({ estimate: props.estimate === undefined ? anEstimate() : props.estimate, dirty: props.dirty, snapshot: () => ({ updatedAt: version, header, lines }) }),
    { initialProps: initial });

  it('offers the newer draft found when the estimate opens, until dismissed', () => {
    store(aDraft());
    const { result } = renderLocalDraft({ dirty: false });
    expect(result.current.offer?.header.description).toBe('Spring work');
    act(() => result.current.dismiss());
    expect(result.current.offer).toBeNull();
  });

  it('keeps the draft when the page is hidden with unsaved changes, and not without', () => {
    const { rerender } = renderLocalDraft({ dirty: false });
    window.dispatchEvent(new Event('pagehide'));
    expect(readLocalDraft(estimateId)).toBeNull();
    rerender({ dirty: true });
    window.dispatchEvent(new Event('pagehide'));
    expect(readLocalDraft(estimateId)).toMatchObject({ updatedAt: version, header, lines });
  });

  it('keeps the draft when the tab is hidden (a phone may discard it without a pagehide)', () => {
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    try {
      renderLocalDraft({ dirty: true });
      document.dispatchEvent(new Event('visibilitychange'));
      expect(readLocalDraft(estimateId)).toMatchObject({ updatedAt: version, header, lines });
    } finally {
      visibility.mockRestore();
    }
  });

  it('keeps unsaved changes when the builder is left, unless they were abandoned', () => {
    const first = renderLocalDraft({ dirty: true });
    first.unmount();
    expect(readLocalDraft(estimateId)?.header.description).toBe('Typed but not saved');

    const second = renderLocalDraft({ dirty: true });
    act(() => second.result.current.abandon());
    expect(readLocalDraft(estimateId)).toBeNull();
    second.unmount();
    expect(readLocalDraft(estimateId)).toBeNull();
  });

  it('keeps at once after a failed save and clears after a good one', () => {
    const { result } = renderLocalDraft({ dirty: true });
    act(() => result.current.keep());
    expect(readLocalDraft(estimateId)?.lines).toEqual(lines);
    act(() => result.current.clear());
    expect(readLocalDraft(estimateId)).toBeNull();
  });

  it('keeps nothing for an estimate not created yet', () => {
    const { result, unmount } = renderLocalDraft({ dirty: true, estimate: null });
    act(() => result.current.keep());
    unmount();
    expect(window.localStorage.length).toBe(0);
  });
});
