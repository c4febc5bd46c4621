import type { EstimateDetail } from '@groundwork/domain/estimates';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fail, mockFetch, ok } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { axeViolations } from '@/test/axe-check';
import { anEstimateDetail, estimateMarkups } from '@/test/estimate-builders';
import { EstimateBuilder, type LoadedTemplate } from './estimate-builder';
import { localDraftKey, readLocalDraft } from './estimate-local-draft';

const markups = estimateMarkups;

const estimateId = '6f1c1a52-3f0e-4a4b-9a59-000000000001';
const customerId = '6f1c1a52-3f0e-4a4b-9a59-000000000002';
const at = '2026-11-20T10:00:00.000Z';

const anEstimate = anEstimateDetail;

type Extra = { templates?: { id: string; name: string; description: string }[]; loadTemplate?: (id: string) => Promise<LoadedTemplate> };

function renderBuilder(estimate = anEstimate(), extra: Extra = {}) {
  return renderWithProviders(
    <EstimateBuilder
      estimate={estimate}
      client={{ id: customerId, type: 'customer', name: 'Ann Green' }}
      properties={[]}
      services={[]}
      priceBook={[]}
      markups={markups}
      autosaveDelayMs={20}
      {...extra}
    />,
  );
}

/** Two services: Mowing (Crew labour, Fuel) and Edging (Edger). */
function twoServices(): EstimateDetail {
  const base = anEstimate();
  const [parent, child] = base.items as [EstimateDetail['items'][number], EstimateDetail['items'][number]];
  return anEstimate({
    items: [
      parent,
      child,
      { ...child, id: 'c2', name: 'Fuel', type: 'product' },
      { ...parent, id: 'p2', name: 'Edging' },
      { ...child, id: 'c3', parentId: 'p2', name: 'Edger', type: 'equipment' },
    ],
  });
}
const lineNames = () =>
  within(screen.getByRole('table', { name: 'Estimate lines' }))
    .getAllByRole('textbox')
    .filter((input) => /name, row/.test(input.getAttribute('aria-label') ?? ''))
    .map((input) => (input as HTMLInputElement).value);

const revenue = () => within(screen.getByLabelText('Financial breakdown')).getByText('Revenue').nextSibling?.textContent;
const qtyInput = () => screen.getByLabelText('Quantity of Crew labour, row 2');

// jsdom has no layout: give the grid's scroll box a size so the virtualiser draws rows (an environment shim).
const sizes = ['clientHeight', 'clientWidth', 'offsetHeight', 'offsetWidth'] as const;
const saved = sizes.map((name) => Object.getOwnPropertyDescriptor(HTMLElement.prototype, name) ?? Object.getOwnPropertyDescriptor(Element.prototype, name));
beforeAll(() => {
  for (const name of sizes) Object.defineProperty(HTMLElement.prototype, name, { configurable: true, get: () => (name.endsWith('Height') ? 800 : 1200) });
});
afterAll(() => {
  sizes.forEach((name, index) => {
    const descriptor = saved[index];
    if (descriptor) Object.defineProperty(HTMLElement.prototype, name, descriptor);
    else delete (HTMLElement.prototype as unknown as Record<string, unknown>)[name];
  });
});

describe('EstimateBuilder', () => {
  it('works the breakdown out again as the quantity is typed', async () => {
    mockFetch({ [`PUT /api/v2/estimates/${estimateId}`]: ok({ estimate: anEstimate({ updatedAt: '2026-11-20T10:01:00.000Z' }) }) });
    const { user } = renderBuilder();
    expect(revenue()).toBe('$75.00');
    expect(within(screen.getByLabelText('Financial breakdown')).getByText('2.0h')).toBeInTheDocument();
    await user.clear(qtyInput());
    await user.type(qtyInput(), '4');
    await waitFor(() => expect(revenue()).toBe('$150.00'));
    expect(within(screen.getByLabelText('Financial breakdown')).getByText('4.0h')).toBeInTheDocument();
    expect(within(screen.getByLabelText('Totals')).getByText('Total').nextSibling?.textContent).toBe('$150.00');
  });

  it('names the client’s sales tax rate next to the tax, and takes a new one from the server’s save', async () => {
    // The server priced it at the company's default for clients: $75.00 × 8.025 % = $6.02 (half-up).
    const estimate = anEstimate({ taxRatePercent: 8.025, taxRateName: 'Minneapolis' });
    mockFetch({
      [`PUT /api/v2/estimates/${estimateId}`]: ok({ estimate: { ...estimate, taxRatePercent: 7.875, taxRateName: 'Saint Paul', updatedAt: '2026-11-20T10:01:00.000Z' } }),
    });
    const { user } = renderBuilder(estimate);
    const totals = screen.getByLabelText('Totals');
    expect(within(totals).getByText('Sales tax — Minneapolis 8.025%').nextSibling?.textContent).toBe('$6.02');
    expect(within(totals).getByText('Total').nextSibling?.textContent).toBe('$81.02');

    // The client's category changed meanwhile: the next save answers with the new rate and its name.
    await user.clear(qtyInput());
    await user.type(qtyInput(), '4');
    expect(await within(totals).findByText('Sales tax — Saint Paul 7.875%')).toBeInTheDocument();
    expect(within(totals).getByText('Sales tax — Saint Paul 7.875%').nextSibling?.textContent).toBe('$11.81');
  });

  it('says the tax is worked out on save before a new estimate is saved', () => {
    renderWithProviders(
      <EstimateBuilder estimate={null} client={{ id: customerId, type: 'customer', name: 'Ann Green' }} properties={[]} services={[]} priceBook={[]} markups={markups} />,
    );
    expect(within(screen.getByLabelText('Totals')).getByText('Sales tax (worked out on save)')).toBeInTheDocument();
  });

  it('charges a typed rate instead of the suggested price, and a blank rate goes back to it', async () => {
    const fetch = mockFetch({ [`PUT /api/v2/estimates/${estimateId}`]: ok({ estimate: anEstimate({ updatedAt: '2026-11-20T10:01:00.000Z' }) }) });
    const { user } = renderBuilder();
    const rate = screen.getByLabelText('Rate of Crew labour, row 2');
    expect(rate).toHaveAttribute('placeholder', '37.5');
    await user.type(rate, '50');
    await waitFor(() => expect(revenue()).toBe('$100.00'));
    // The autosave sends the override as `rate` (the computed figures never travel).
    await waitFor(() => expect(fetch.calls('PUT', `/api/v2/estimates/${estimateId}`).length).toBeGreaterThan(0));
    type Body = { items: { id: string; rate: number | null }[]; updatedAt: string };
    await waitFor(() => {
      const last = fetch.calls('PUT', `/api/v2/estimates/${estimateId}`).at(-1)!.body as Body;
      expect(last.items.find((item) => item.id === 'c1')?.rate).toBe(50);
    });
    // The first save sends the updatedAt the estimate was read with; later ones the server's answer.
    expect((fetch.calls('PUT', `/api/v2/estimates/${estimateId}`)[0]!.body as Body).updatedAt).toBe(at);
    await user.clear(rate);
    await waitFor(() => expect(revenue()).toBe('$75.00'));
  });

  it('undoes the last change with Ctrl+Z', async () => {
    mockFetch({ [`PUT /api/v2/estimates/${estimateId}`]: ok({ estimate: anEstimate({ updatedAt: '2026-11-20T10:01:00.000Z' }) }) });
    const { user } = renderBuilder();
    await user.click(screen.getByRole('button', { name: 'Delete Crew labour' }));
    expect(screen.queryByLabelText('Quantity of Crew labour, row 2')).not.toBeInTheDocument();
    await waitFor(() => expect(revenue()).toBe('$0.00'));
    await user.click(screen.getByLabelText('Service name, row 1'));
    await user.keyboard('{Control>}z{/Control}');
    expect(await screen.findByLabelText('Quantity of Crew labour, row 2')).toHaveValue('2');
    await user.clear(qtyInput());
    await user.type(qtyInput(), '35');
    await waitFor(() => expect(revenue()).toBe('$1,312.50'));
    // Keystrokes in one cell are one step: undo puts the quantity back as it was before typing.
    await user.keyboard('{Control>}z{/Control}');
    await waitFor(() => expect(qtyInput()).toHaveValue('2'));
    await waitFor(() => expect(revenue()).toBe('$75.00'));
  });

  it('keeps the typed draft when the save answers 409 and offers to reload', async () => {
    const fetch = mockFetch({
      [`PUT /api/v2/estimates/${estimateId}`]: fail(409, 'This estimate was changed by someone else. Reload to see their changes.', 'CONFLICT'),
    });
    const { user } = renderBuilder();
    await user.clear(qtyInput());
    await user.type(qtyInput(), '7');
    expect(await screen.findByText('This estimate was changed elsewhere')).toBeInTheDocument();
    expect(qtyInput()).toHaveValue('7');
    expect(revenue()).toBe('$262.50');
    expect(screen.getByRole('button', { name: 'Reload their version' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save my draft over it' })).toBeInTheDocument();
    // Autosave stops after a conflict rather than hammering the server.
    const puts = fetch.calls('PUT', `/api/v2/estimates/${estimateId}`).length;
    await user.type(qtyInput(), '0');
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(fetch.calls('PUT', `/api/v2/estimates/${estimateId}`).length).toBe(puts);
    expect(qtyInput()).toHaveValue('70');
  });

  it('moves between cells with the arrow keys and Enter', async () => {
    mockFetch({});
    const { user } = renderBuilder();
    await user.click(screen.getByLabelText('Service name, row 1'));
    await user.keyboard('{ArrowDown}');
    expect(screen.getByLabelText('Line name, row 2')).toHaveFocus();
    await user.keyboard('{End}{ArrowRight}');
    expect(qtyInput()).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(qtyInput()).toHaveFocus(); // no row below: stays
    await user.keyboard('{ArrowUp}');
    expect(qtyInput()).toHaveFocus(); // a service line above has no quantity cell
    await user.click(screen.getByLabelText('Line name, row 2'));
    await user.keyboard('{ArrowUp}');
    expect(screen.getByLabelText('Service name, row 1')).toHaveFocus();
  });

  it('draws only the rows in view of a 1,000-line estimate and still totals every line', () => {
    mockFetch({});
    const base = anEstimate();
    const children = Array.from({ length: 999 }, (_, index) => ({ ...base.items[1]!, id: `c${index}`, name: `Line ${index}` }));
    renderBuilder(anEstimate({ items: [base.items[0]!, ...children] }));
    const rows = within(screen.getByRole('table', { name: 'Estimate lines' })).getAllByRole('row');
    expect(rows.length).toBeLessThan(60);
    expect(screen.getByRole('table', { name: 'Estimate lines' })).toHaveAttribute('aria-rowcount', '1001');
    expect(revenue()).toBe('$74,925.00'); // 999 × $75.00
  });
  it('reorders lines from the keyboard on their drag handle, and undoes the move', async () => {
    mockFetch({ [`PUT /api/v2/estimates/${estimateId}`]: ok({ estimate: anEstimate({ updatedAt: '2026-11-20T10:01:00.000Z' }) }) });
    const { user } = renderBuilder(twoServices());
    expect(lineNames()).toEqual(['Mowing', 'Crew labour', 'Fuel', 'Edging', 'Edger']);
    // A service moves with its lines.
    const edging = screen.getByRole('button', { name: 'Reorder Edging, row 4' });
    expect(edging).toHaveAccessibleDescription(/press the up and down arrow keys/);
    edging.focus();
    await user.keyboard('{ArrowUp}');
    expect(lineNames()).toEqual(['Edging', 'Edger', 'Mowing', 'Crew labour', 'Fuel']);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Reorder Edging, row 1' })).toHaveFocus());
    expect(screen.getByText('Edging moved to row 1 of 5.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(lineNames()).toEqual(['Mowing', 'Crew labour', 'Fuel', 'Edging', 'Edger']);

    // A line moves among its service's lines, then on into the next service.
    screen.getByRole('button', { name: 'Reorder Crew labour, row 2' }).focus();
    await user.keyboard('{ArrowDown}');
    expect(lineNames()).toEqual(['Mowing', 'Fuel', 'Crew labour', 'Edging', 'Edger']);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Reorder Crew labour, row 3' })).toHaveFocus());
    await user.keyboard('{ArrowDown}');
    expect(lineNames()).toEqual(['Mowing', 'Fuel', 'Edging', 'Crew labour', 'Edger']);
    expect(screen.getByText('Crew labour moved to row 4 of 5, in Edging.')).toBeInTheDocument();
    // The Move buttons still work alongside.
    await user.click(screen.getByRole('button', { name: 'Move Edger up' }));
    expect(lineNames()).toEqual(['Mowing', 'Fuel', 'Edging', 'Edger', 'Crew labour']);
  });

  it('reorders a line into another service by dragging its handle', async () => {
    mockFetch({ [`PUT /api/v2/estimates/${estimateId}`]: ok({ estimate: anEstimate({ updatedAt: '2026-11-20T10:01:00.000Z' }) }) });
    const { user } = renderBuilder(twoServices());
    const rowOf = (name: string) => screen.getByDisplayValue(name).closest('tr')!;
    const dataTransfer = { effectAllowed: '', dropEffect: '', setData: () => {}, getData: () => '' };
    fireEvent.dragStart(screen.getByRole('button', { name: 'Reorder Fuel, row 3' }), { dataTransfer });
    // jsdom rows have no height: a pointer at the row's top edge is in its lower half.
    fireEvent.dragOver(rowOf('Edger'), { dataTransfer, clientY: 0 });
    fireEvent.drop(rowOf('Edger'), { dataTransfer, clientY: 0 });
    expect(lineNames()).toEqual(['Mowing', 'Crew labour', 'Edging', 'Edger', 'Fuel']);
    // A service dragged over another's line lands after that whole service.
    fireEvent.dragStart(screen.getByRole('button', { name: 'Reorder Mowing, row 1' }), { dataTransfer });
    fireEvent.dragOver(rowOf('Edger'), { dataTransfer, clientY: 0 });
    fireEvent.drop(rowOf('Edger'), { dataTransfer, clientY: 0 });
    expect(lineNames()).toEqual(['Edging', 'Edger', 'Fuel', 'Mowing', 'Crew labour']);
    screen.getByRole('button', { name: 'Reorder Fuel, row 3' }).focus();
    await user.keyboard('{Control>}z{/Control}');
    expect(lineNames()).toEqual(['Mowing', 'Crew labour', 'Edging', 'Edger', 'Fuel']);
  });

  it('keeps the draft in the browser when an autosave fails, and offers it back when the estimate opens again', async () => {
    mockFetch({ [`PUT /api/v2/estimates/${estimateId}`]: fail(503, 'The database is not available. Try again in a moment.', 'DATABASE_UNAVAILABLE') });
    const first = renderBuilder();
    await first.user.clear(qtyInput());
    await first.user.type(qtyInput(), '6');
    expect(await screen.findByText(/Your changes are kept in this browser/)).toBeInTheDocument();
    expect(readLocalDraft(estimateId)).toMatchObject({ updatedAt: at, lines: [{ id: 'p1' }, { id: 'c1', qty: 6 }] });
    first.unmount();

    const fetch = mockFetch({ [`PUT /api/v2/estimates/${estimateId}`]: ok({ estimate: anEstimate({ updatedAt: '2026-11-20T10:02:00.000Z' }) }) });
    const { user } = renderBuilder();
    const offer = screen.getByRole('region', { name: 'Unsaved changes found' });
    expect(offer).toHaveTextContent('They were not saved to the estimate');
    expect(qtyInput()).toHaveValue('2');
    await user.click(within(offer).getByRole('button', { name: 'Restore unsaved changes' }));
    expect(qtyInput()).toHaveValue('6');
    await waitFor(() => expect(revenue()).toBe('$225.00'));
    // The restored draft saves like any change, and the kept copy goes once it is saved.
    await waitFor(() => expect(fetch.calls('PUT', `/api/v2/estimates/${estimateId}`).length).toBeGreaterThan(0));
    await waitFor(() => expect(readLocalDraft(estimateId)).toBeNull());
  });

  it('discards a kept draft on request', async () => {
    mockFetch({});
    window.localStorage.setItem(
      localDraftKey(estimateId),
      JSON.stringify({ estimateId, updatedAt: at, savedAt: '2026-11-20T10:05:00.000Z', header: { description: 'Lost work' }, lines: [] }),
    );
    const { user } = renderBuilder();
    await user.click(screen.getByRole('button', { name: 'Discard' }));
    expect(screen.queryByRole('region', { name: 'Unsaved changes found' })).not.toBeInTheDocument();
    expect(readLocalDraft(estimateId)).toBeNull();
    expect(screen.getByLabelText('Description')).toHaveValue('Spring work');
  });

  it('saves the proposal terms, and a template fills blank description and terms but never typed ones', async () => {
    const fetch = mockFetch({ [`PUT /api/v2/estimates/${estimateId}`]: ok({ estimate: anEstimate({ updatedAt: '2026-11-20T10:01:00.000Z' }) }) });
    const loadTemplate = async (): Promise<LoadedTemplate> => ({
      items: [{ id: 't1', parentId: null, name: 'Mulch', description: '', type: 'labor', qty: 1, visits: 1, cost: 0, bHrs: null, markup: null, rate: null, taxable: true, serviceId: null, sourceId: null }],
      document: 'Scope of work\nMulch the beds.',
    });
    const { user } = renderBuilder(anEstimate({ description: '' }), {
      templates: [{ id: 'template-1', name: 'Mulch install', description: 'Beds edged and mulched' }],
      loadTemplate,
    });
    const terms = screen.getByLabelText('Proposal terms');
    expect(terms).toHaveAttribute('placeholder', expect.stringContaining('Payment is due within 30 days'));
    await user.click(screen.getByLabelText('Apply a template'));
    await user.click(await screen.findByRole('option', { name: /Mulch install/ }));
    await waitFor(() => expect(terms).toHaveValue('Scope of work\nMulch the beds.'));
    expect(screen.getByLabelText('Description')).toHaveValue('Beds edged and mulched');
    type Body = { terms: string; description: string };
    await waitFor(() => {
      const last = fetch.calls('PUT', `/api/v2/estimates/${estimateId}`).at(-1)?.body as Body | undefined;
      expect(last).toMatchObject({ terms: 'Scope of work\nMulch the beds.', description: 'Beds edged and mulched' });
    });

    await user.clear(terms);
    await user.type(terms, 'Net 15.');
    await user.click(screen.getByLabelText('Apply a template'));
    await user.click(await screen.findByRole('option', { name: /Mulch install/ }));
    await waitFor(() => expect(lineNames().filter((name) => name === 'Mulch')).toHaveLength(2));
    expect(terms).toHaveValue('Net 15.');
  });

  it('has no accessibility violations, with lines and with a kept draft offered', async () => {
    mockFetch({});
    window.localStorage.setItem(
      localDraftKey(estimateId),
      JSON.stringify({ estimateId, updatedAt: at, savedAt: '2026-11-20T10:05:00.000Z', header: {}, lines: [] }),
    );
    const { container } = renderBuilder(twoServices());
    expect(await axeViolations(container)).toEqual([]);
  });
});
