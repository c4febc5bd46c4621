import {
  calculateEstimate,
  canMoveEstimate,
  createEstimateInputSchema,
  estimateStatusLabels,
  updateEstimateInputSchema,
  type ClientType,
  type EstimateDetail,
  type EstimatePricing,
  type EstimateStatus,
} from '@groundwork/domain/estimates';
import type { OverheadMarkups } from '@groundwork/domain/overhead';
import { DEFAULT_PROPOSAL_TERMS, proposalDetailLabels, proposalDetails } from '@groundwork/domain/proposals';
import { PlusIcon, SaveIcon, Undo2Icon } from 'lucide-react';
import { useDeferredValue, useEffect, useId, useMemo, useReducer, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Combobox } from '@/components/ui/combobox';
import { FormField, InputField } from '@/components/ui/form-field';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api-client';
import { useCompanyTimeZone } from '@/lib/company-time-zone';
import { formatCurrency, formatDateTime, formatUnitRate } from '@/lib/format';
import { isStaleWrite } from '@/lib/stale-write';
import { useCreateEstimate } from '../api/create-estimate';
import { getEstimate } from '../api/get-estimate';
import { useUpdateEstimate } from '../api/update-estimate';
import { EstimateBreakdown } from './estimate-breakdown';
import {
  draftFromItems,
  draftReducer,
  initialDraft,
  itemInputs,
  priceBookLine,
  serviceLines,
  templateLines,
  typedLine,
  type DraftLine,
  type PriceBookOption,
  type ServiceOption,
  type TemplateLineSource,
} from './estimate-draft';
import { parseNumber } from './estimate-format';
import { EstimateHeaderSummary } from './estimate-header-summary';
import { EstimateLineGrid } from './estimate-line-grid';
import { useLocalDraft, type LocalDraft } from './estimate-local-draft';

export type BuilderProperty = { id: string; name: string; address: string; lotSizeSqFt: number | null };

type Header = {
  description: string;
  notes: string;
  /** The proposal's terms; blank prints the standard terms. */
  terms: string;
  /** What the proposal shows (a ProposalDetail). */
  proposalDetail: string;
  propertyId: string;
  expiryDate: string;
  targetNetProfitPercent: string;
  adjustmentPercent: string;
};

export type EstimateBuilderProps = {
  /** An existing estimate, or the client a new one is for. */
  estimate: EstimateDetail | null;
  client: { id: string; type: ClientType; name: string };
  properties: readonly BuilderProperty[];
  /** The lot size to price services by when no property is chosen (a lead's one property). */
  fallbackLotSizeSqFt?: number | null;
  services: readonly ServiceOption[];
  priceBook: readonly PriceBookOption[];
  /** Templates to start from, and how to load one's lines (the route composes the templates feature). */
  templates?: readonly { id: string; name: string; description: string }[];
  /** A template's lines, or its lines and proposal document (which fills blank proposal terms). */
  loadTemplate?: (id: string) => Promise<readonly TemplateLineSource[] | LoadedTemplate>;
  /** The markups to price with: the estimate's own once saved, the active budget's for a new one. */
  markups: OverheadMarkups;
  /** After the first save of a new estimate (the route navigates to it). */
  onCreated?: (estimate: EstimateDetail) => void;
  /** What a new estimate starts with (an upsell task's words and property); ignored for a saved one. */
  prefill?: { description: string; notes: string; propertyId: string | null };
  /** Drop the local draft and load the saved estimate again. */
  onReload?: () => void;
  /** Milliseconds of quiet before a draft saves itself. */
  autosaveDelayMs?: number;
  /** Buttons acting on a saved estimate (the route mounts the proposal actions here), given what the builder holds. */
  actions?: (state: EstimateBuilderActionState) => ReactNode;
};

/** The builder's status, version and save state, for actions that must act on what the server has. */
export type EstimateBuilderActionState = {
  status: EstimateStatus;
  updatedAt: string | null;
  dirty: boolean;
  saving: boolean;
  saveNow: () => void;
  /** The estimate after it was sent or moved elsewhere on the page: the builder takes its status and version. */
  onChanged: (estimate: Pick<EstimateDetail, 'status' | 'updatedAt' | 'taxRatePercent' | 'taxRateName'>) => void;
};

export type LoadedTemplate = { items: readonly TemplateLineSource[]; document?: string };

const typeNames = { labor: 'Labor', equipment: 'Equipment', product: 'Product', subcontractor: 'Subcontractor' } as const;

function headerFrom(estimate: EstimateDetail | null, properties: readonly BuilderProperty[], prefill?: EstimateBuilderProps['prefill']): Header {
  const start = estimate ? undefined : prefill;
  const prefilledProperty = start?.propertyId && properties.some((property) => property.id === start.propertyId) ? start.propertyId : null;
  return {
    description: estimate?.description ?? start?.description ?? '',
    notes: estimate?.notes ?? start?.notes ?? '',
    terms: estimate?.terms ?? '',
    proposalDetail: estimate?.proposalDetail ?? 'detailed',
    propertyId: estimate?.propertyId ?? prefilledProperty ?? properties[0]?.id ?? '',
    expiryDate: estimate?.expiryDate ?? '',
    targetNetProfitPercent: estimate ? String(estimate.targetNetProfitPercent) : '',
    adjustmentPercent: estimate ? String(estimate.adjustmentPercent) : '0',
  };
}

function isLineList(loaded: readonly TemplateLineSource[] | LoadedTemplate): loaded is readonly TemplateLineSource[] {
  return Array.isArray(loaded);
}

function percentOrNull(text: string): number | null {
  const value = parseNumber(text);
  return value === undefined ? null : value;
}

type SaveState = 'idle' | 'saving' | 'conflict' | 'invalid' | 'failed';

/**
 * The estimate builder: header, the line grid and the breakdown. Every figure is worked out in the browser by
 * calculateEstimate (the same function the server runs on save). A saved draft saves itself a moment after the
 * last change; a stale save (409) keeps the local draft and offers to reload or to save over the other change.
 */
export function EstimateBuilder({
  estimate,
  client,
  properties,
  fallbackLotSizeSqFt = null,
  services,
  priceBook,
  templates = [],
  loadTemplate,
  markups,
  onCreated,
  prefill,
  onReload,
  autosaveDelayMs = 1500,
  actions,
}: EstimateBuilderProps) {
  const formId = useId();
  const [draft, dispatch] = useReducer(draftReducer, estimate, (loaded) => initialDraft(loaded ? draftFromItems(loaded.items) : []));
  const [header, setHeader] = useState<Header>(() => headerFrom(estimate, properties, prefill));
  const [updatedAt, setUpdatedAt] = useState(estimate?.updatedAt ?? null);
  const [status, setStatus] = useState<EstimateStatus>(estimate?.status ?? 'draft');
  const [taxRatePercent, setTaxRatePercent] = useState(estimate?.taxRatePercent ?? 0);
  const [taxRateName, setTaxRateName] = useState(estimate?.taxRateName ?? '');
  const [saveState, setSaveState] = useState<SaveState>('idle');
  const [saveMessage, setSaveMessage] = useState<string | null>(null);
  const [targetParentId, setTargetParentId] = useState('');
  const [serviceChoice, setServiceChoice] = useState('');
  const [priceBookChoice, setPriceBookChoice] = useState('');
  const [applyingTemplate, setApplyingTemplate] = useState(false);
  const createEstimate = useCreateEstimate();
  const updateEstimate = useUpdateEstimate();
  const readOnly = status !== 'draft';
  // What the server has: the lines and header last saved (by identity). Anything else is unsaved and autosaves.
  const [saved, setSaved] = useState(() => ({ lines: draft.lines, header, persisted: estimate !== null }));
  const dirty = !saved.persisted || saved.lines !== draft.lines || saved.header !== header;
  // An unsaved draft is also kept in this browser (failed autosave, closed tab); a newer kept one is offered on open.
  const localDraft = useLocalDraft({ estimate, dirty, snapshot: () => ({ updatedAt, header, lines: draft.lines }) });
  const timeZone = useCompanyTimeZone();

  // ── Figures: the grid and the breakdown read one memoised calculation; typing never waits on it. ──
  const deferredLines = useDeferredValue(draft.lines);
  const targetNetProfit = percentOrNull(header.targetNetProfitPercent) ?? markups.targetNetProfitPercent;
  const adjustment = percentOrNull(header.adjustmentPercent) ?? 0;
  const pricing = useMemo<EstimatePricing>(
    () => ({ markups, targetNetProfitPercent: Math.min(targetNetProfit, 99.99), adjustmentPercent: Math.max(adjustment, -99.99), taxRatePercent }),
    [markups, targetNetProfit, adjustment, taxRatePercent],
  );
  const calculation = useMemo(() => calculateEstimate(deferredLines, pricing), [deferredLines, pricing]);
  const priced = useMemo(() => new Map(calculation.items.map((item) => [item.id, item])), [calculation]);

  const parents = draft.lines.filter((line) => line.parentId === null);
  const targetParent = parents.find((line) => line.id === targetParentId) ?? parents[parents.length - 1] ?? null;
  const property = properties.find((item) => item.id === header.propertyId) ?? null;

  // ── Saving ──
  const payloadFields = () => ({
    description: header.description,
    notes: header.notes,
    terms: header.terms,
    proposalDetail: proposalDetails.find((detail) => detail === header.proposalDetail) ?? 'detailed',
    propertyId: header.propertyId || null,
    expiryDate: header.expiryDate || null,
    targetNetProfitPercent: percentOrNull(header.targetNetProfitPercent),
    adjustmentPercent: percentOrNull(header.adjustmentPercent) ?? 0,
    items: itemInputs(draft.lines),
  });

  const firstIssue = (issues: readonly { message: string; path: PropertyKey[] }[]) => {
    const issue = issues[0];
    if (!issue) return 'Check the estimate';
    const [field, index] = issue.path;
    return field === 'items' && typeof index === 'number' ? `Line ${index + 1}: ${issue.message}` : issue.message;
  };

  const saveDraft = (overUpdatedAt?: string) => {
    if (!estimate || readOnly) return;
    const parsed = updateEstimateInputSchema.safeParse({ ...payloadFields(), updatedAt: overUpdatedAt ?? updatedAt });
    if (!parsed.success) {
      setSaveState('invalid');
      setSaveMessage(firstIssue(parsed.error.issues));
      return;
    }
    const sent = { lines: draft.lines, header, persisted: true };
    setSaveState('saving');
    updateEstimate.mutate(
      { id: estimate.id, input: { ...payloadFields(), updatedAt: (overUpdatedAt ?? updatedAt)! } },
      {
        onSuccess: (result) => {
          // Keep the local lines (they may have moved on meanwhile); take the server's clock, status and tax rate.
          setSaved(sent);
          localDraft.clear();
          setUpdatedAt(result.updatedAt);
          setStatus(result.status);
          setTaxRatePercent(result.taxRatePercent);
          setTaxRateName(result.taxRateName);
          setSaveMessage(null);
          setSaveState('idle');
        },
        onError: (error) => {
          if (isStaleWrite(error)) {
            setSaveState('conflict');
            setSaveMessage('Someone else saved this estimate since you opened it. Your draft is kept here.');
            return;
          }
          // The network or the server failed: keep the draft in this browser until a save goes through.
          localDraft.keep();
          setSaveState('failed');
          setSaveMessage(`${errorMessage(error)} Your changes are kept in this browser and will be saved on the next try.`);
          toast.error('Failed to save estimate', { description: errorMessage(error) });
        },
      },
    );
  };

  const create = () => {
    const parsed = createEstimateInputSchema.safeParse({ ...payloadFields(), clientId: client.id, clientType: client.type });
    if (!parsed.success) {
      setSaveState('invalid');
      setSaveMessage(firstIssue(parsed.error.issues));
      return;
    }
    setSaveState('saving');
    createEstimate.mutate(
      { ...payloadFields(), clientId: client.id, clientType: client.type },
      {
        onSuccess: (created) => {
          setSaved({ lines: draft.lines, header, persisted: true });
          setSaveState('idle');
          toast.success(`Estimate #${created.number} created`);
          onCreated?.(created);
        },
        onError: (error) => {
          setSaveState('failed');
          setSaveMessage(errorMessage(error));
          toast.error('Failed to create estimate', { description: errorMessage(error) });
        },
      },
    );
  };

  const reloadTheirs = () => {
    localDraft.abandon();
    onReload?.();
  };

  const restoreLocalDraft = (kept: LocalDraft) => {
    const known = headerFrom(estimate, properties);
    const restored = Object.fromEntries(Object.keys(known).map((field) => [field, kept.header[field] ?? known[field as keyof Header]])) as Header;
    dispatch({ type: 'replace', lines: kept.lines });
    setHeader(restored);
    localDraft.dismiss();
    toast.success('Unsaved changes restored', { description: 'They save in a moment, like any other change.' });
  };

  const discardLocalDraft = () => {
    localDraft.clear();
    localDraft.dismiss();
  };

  const saveOverTheirs = async () => {
    if (!estimate) return;
    try {
      const latest = await getEstimate(estimate.id);
      saveDraft(latest.updatedAt);
    } catch (error) {
      toast.error('Failed to save estimate', { description: errorMessage(error) });
    }
  };

  // Autosave: a saved draft saves itself after a quiet moment; never while a save is running or after a 409.
  const pausedForConflict = saveState === 'conflict';
  useEffect(() => {
    if (!estimate || readOnly || pausedForConflict || !dirty || updateEstimate.isPending) return;
    const timer = window.setTimeout(() => saveDraft(), autosaveDelayMs);
    return () => window.clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [draft.lines, header, saved, pausedForConflict, updateEstimate.isPending]);

  // Leaving with unsaved changes asks first, so typed input is never lost by a stray close.
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  // ── Adding lines ──
  const addService = (serviceId: string) => {
    const service = services.find((item) => item.id === serviceId);
    if (!service) return;
    const result = serviceLines(service, property ? property.lotSizeSqFt : fallbackLotSizeSqFt);
    dispatch({ type: 'add', lines: result.lines });
    setTargetParentId(result.lines[0]!.id);
    if (result.message) toast.info(`${service.name} added`, { description: `${result.message} ${result.pricedBy === 'recipe' ? 'Its recipe lines were added instead.' : 'Add its lines by hand.'}` });
    else toast.success(`${service.name} added`);
    setServiceChoice('');
  };

  const addPriceBookLine = (key: string) => {
    const option = priceBook.find((item) => item.key === key);
    if (!option) return;
    const lines: DraftLine[] = [];
    let parentId = targetParent?.id;
    if (!parentId) {
      const parent = { ...typedLine(null), name: 'General' };
      lines.push(parent);
      parentId = parent.id;
      setTargetParentId(parent.id);
    }
    lines.push(priceBookLine(parentId, option));
    dispatch({ type: 'add', lines });
    setPriceBookChoice('');
  };

  const applyTemplate = async (templateId: string) => {
    const template = templates.find((item) => item.id === templateId);
    if (!template || !loadTemplate) return;
    setApplyingTemplate(true);
    try {
      const loaded = await loadTemplate(templateId);
      const content: LoadedTemplate = isLineList(loaded) ? { items: loaded } : loaded;
      const lines = templateLines(content.items);
      dispatch({ type: 'add', lines });
      const firstParent = lines.find((line) => line.parentId === null);
      if (firstParent) setTargetParentId(firstParent.id);
      // A template fills only what is still blank: the description from its summary, the proposal terms from its
      // document (its scope of work and terms). Whatever the estimator typed is never replaced.
      const filled: string[] = [];
      const fill: Partial<Header> = {};
      if (header.description.trim() === '' && template.description.trim() !== '') {
        fill.description = template.description.trim();
        filled.push('description');
      }
      if (header.terms.trim() === '' && content.document?.trim()) {
        fill.terms = content.document.trim();
        filled.push('proposal terms');
      }
      if (filled.length > 0) setHeader((current) => ({ ...current, ...fill }));
      const added = `${lines.length.toLocaleString('en-US')} lines added`;
      toast.success(`${template.name} applied`, { description: filled.length > 0 ? `${added}; ${filled.join(' and ')} filled in.` : `${added}.` });
    } catch (error) {
      toast.error('Failed to apply template', { description: errorMessage(error) });
    } finally {
      setApplyingTemplate(false);
    }
  };

  const addTypedLine = () => {
    if (!targetParent) {
      const parent = typedLine(null);
      dispatch({ type: 'add', lines: [parent, typedLine(parent.id)] });
      setTargetParentId(parent.id);
      return;
    }
    dispatch({ type: 'add', lines: [typedLine(targetParent.id)] });
  };

  const addTypedService = () => {
    const parent = typedLine(null);
    dispatch({ type: 'add', lines: [parent] });
    setTargetParentId(parent.id);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if ((event.ctrlKey || event.metaKey) && !event.shiftKey && event.key.toLowerCase() === 'z') {
      const target = event.target as HTMLElement;
      // Header fields keep their own text undo; the grid's undo steps back through line changes.
      if (target.closest('[data-estimate-header]')) return;
      event.preventDefault();
      dispatch({ type: 'undo' });
    }
  };

  const setField = (field: keyof Header) => (value: string) => setHeader((current) => ({ ...current, [field]: value }));
  const serviceOptions = useMemo(() => services.map((service) => ({ value: service.id, label: service.name, keywords: service.description })), [services]);
  const templateOptions = useMemo(() => templates.map((template) => ({ value: template.id, label: template.name, keywords: template.description })), [templates]);
  const priceBookOptions = useMemo(
    () =>
      priceBook.map((option) => ({
        value: option.key,
        label: `${option.name} · ${typeNames[option.type]} · ${formatUnitRate(option.cost)} ${option.unitLabel}`,
        keywords: option.type,
      })),
    [priceBook],
  );

  const saveLabel =
    saveState === 'saving'
      ? 'Saving…'
      : saveState === 'conflict'
        ? 'Not saved: changed elsewhere'
        : saveState === 'invalid'
          ? 'Not saved'
          : saveState === 'failed'
            ? 'Save failed'
            : dirty
              ? 'Unsaved changes'
              : estimate
                ? 'All changes saved'
                : 'Not created yet';

  return (
    <div className="space-y-4" onKeyDown={onKeyDown}>
      <div className="flex flex-wrap items-center gap-3">
        <Badge variant={status === 'draft' ? 'muted' : 'default'}>
          <span className="sr-only">Status: </span>
          {estimateStatusLabels[status]}
        </Badge>
        {!readOnly && (
          <>
            <span role="status" className="text-sm text-muted-foreground">
              {saveLabel}
            </span>
            <span className="ml-auto flex gap-2">
              <Button type="button" variant="outline" onClick={() => dispatch({ type: 'undo' })} disabled={draft.past.length === 0}>
                <Undo2Icon aria-hidden="true" />
                Undo
              </Button>
              {estimate ? (
                <Button type="button" onClick={() => saveDraft()} disabled={saveState === 'saving' || saveState === 'conflict'}>
                  <SaveIcon aria-hidden="true" />
                  Save draft
                </Button>
              ) : (
                <Button type="button" onClick={create} disabled={createEstimate.isPending}>
                  <SaveIcon aria-hidden="true" />
                  {createEstimate.isPending ? 'Creating…' : 'Create estimate'}
                </Button>
              )}
            </span>
          </>
        )}
      </div>
      {estimate &&
        actions?.({
          status,
          updatedAt,
          dirty,
          saving: saveState === 'saving' || updateEstimate.isPending,
          saveNow: () => saveDraft(),
          onChanged: (changed) => {
            setStatus(changed.status);
            setUpdatedAt(changed.updatedAt);
            setTaxRatePercent(changed.taxRatePercent);
            setTaxRateName(changed.taxRateName);
          },
        })}

      {localDraft.offer && !readOnly && (
        <Alert variant="info" role="region" aria-label="Unsaved changes found">
          <AlertTitle>Unsaved changes from {formatDateTime(localDraft.offer.savedAt, timeZone)} were kept in this browser</AlertTitle>
          <AlertDescription>
            <p>
              {localDraft.offer.updatedAt === updatedAt
                ? 'They were not saved to the estimate. Restore them to carry on where you left off.'
                : 'The estimate was saved by someone else after these changes were started: restoring them replaces that version when they save.'}
            </p>
            <span className="mt-2 flex flex-wrap gap-2">
              <Button type="button" size="sm" onClick={() => restoreLocalDraft(localDraft.offer!)}>
                Restore unsaved changes
              </Button>
              <Button type="button" variant="outline" size="sm" onClick={discardLocalDraft}>
                Discard
              </Button>
            </span>
          </AlertDescription>
        </Alert>
      )}
      {readOnly && (
        <Alert variant="info">
          <AlertTitle>This estimate is {estimateStatusLabels[status].toLowerCase()}: read only</AlertTitle>
          <AlertDescription>
            {canMoveEstimate(status, 'draft')
              ? 'Only a draft can be changed. Use Back to draft to change it, then send it again.'
              : 'It has become jobs and can no longer change.'}
          </AlertDescription>
        </Alert>
      )}
      {saveState === 'conflict' && (
        <Alert variant="destructive" role="alert">
          <AlertTitle>This estimate was changed elsewhere</AlertTitle>
          <AlertDescription>
            <p>{saveMessage}</p>
            <span className="mt-2 flex flex-wrap gap-2">
              <Button type="button" variant="outline" size="sm" onClick={reloadTheirs}>
                Reload their version
              </Button>
              <Button type="button" size="sm" onClick={() => void saveOverTheirs()}>
                Save my draft over it
              </Button>
            </span>
          </AlertDescription>
        </Alert>
      )}
      {(saveState === 'invalid' || saveState === 'failed') && saveMessage && (
        <Alert variant="destructive" role="alert">
          <AlertTitle>The estimate was not saved</AlertTitle>
          <AlertDescription>{saveMessage}</AlertDescription>
        </Alert>
      )}

      {readOnly ? (
        <EstimateHeaderSummary
          clientName={client.name}
          property={property}
          expiryDate={header.expiryDate}
          proposalDetail={proposalDetailLabels[proposalDetails.find((detail) => detail === header.proposalDetail) ?? 'detailed']}
          description={header.description}
          targetNetProfitPercent={targetNetProfit}
          adjustmentPercent={adjustment}
          notes={header.notes}
          terms={header.terms}
        />
      ) : (
        <Card>
          <CardContent className="grid gap-4 pt-6 sm:grid-cols-2 lg:grid-cols-3" data-estimate-header="">
            <div className="text-sm">
              <span className="text-muted-foreground">Client</span>
              <p className="font-medium">{client.name}</p>
            </div>
            <FormField id={`${formId}-property`} label="Property" hint={property ? `Lot size: ${property.lotSizeSqFt === null ? 'not set' : `${property.lotSizeSqFt.toLocaleString('en-US')} sq ft`}` : undefined}>
              {(control) => (
                <NativeSelect {...control} value={header.propertyId} disabled={readOnly} onChange={(event) => setField('propertyId')(event.target.value)}>
                  <option value="">No property</option>
                  {properties.map((item) => (
                    <option key={item.id} value={item.id}>
                      {item.name || item.address || 'Property'}
                    </option>
                  ))}
                </NativeSelect>
              )}
            </FormField>
            <InputField id={`${formId}-expiry`} label="Expiry date" type="date" value={header.expiryDate} readOnly={readOnly} onChange={(event) => setField('expiryDate')(event.target.value)} />
          <FormField id={`${formId}-proposal-detail`} label="The proposal shows" hint="Every service shows its visits × price per visit.">
            {(control) => (
              <NativeSelect {...control} value={header.proposalDetail} onChange={(event) => setField('proposalDetail')(event.target.value)}>
                {proposalDetails.map((detail) => (
                  <option key={detail} value={detail}>
                    {proposalDetailLabels[detail]}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
            <InputField
              id={`${formId}-description`}
              label="Description"
              className="sm:col-span-2"
              value={header.description}
              readOnly={readOnly}
              maxLength={500}
              onChange={(event) => setField('description')(event.target.value)}
            />
            <InputField
              id={`${formId}-target`}
              label="Target net profit %"
              inputMode="decimal"
              placeholder={String(markups.targetNetProfitPercent)}
              hint="Blank takes the budget's target"
              value={header.targetNetProfitPercent}
              readOnly={readOnly}
              error={percentOrNull(header.targetNetProfitPercent) === null && header.targetNetProfitPercent.trim() !== '' ? 'Enter a number' : undefined}
              onChange={(event) => setField('targetNetProfitPercent')(event.target.value)}
            />
            <InputField
              id={`${formId}-adjustment`}
              label="Price adjustment %"
              inputMode="decimal"
              value={header.adjustmentPercent}
              readOnly={readOnly}
              error={parseNumber(header.adjustmentPercent) === undefined ? 'Enter a number' : undefined}
              onChange={(event) => setField('adjustmentPercent')(event.target.value)}
            />
            <FormField id={`${formId}-notes`} label="Notes" className="sm:col-span-2 lg:col-span-3">
              {(control) => <Textarea {...control} rows={2} value={header.notes} readOnly={readOnly} onChange={(event) => setField('notes')(event.target.value)} />}
            </FormField>
            <FormField
              id={`${formId}-terms`}
              label="Proposal terms"
              className="sm:col-span-2 lg:col-span-3"
              hint="Printed on the proposal the client signs. Left blank, the standard terms shown here are printed."
            >
              {(control) => (
                <Textarea
                  {...control}
                  rows={4}
                  value={header.terms}
                  readOnly={readOnly}
                  maxLength={10_000}
                  placeholder={DEFAULT_PROPOSAL_TERMS}
                  onChange={(event) => setField('terms')(event.target.value)}
                />
              )}
            </FormField>
          </CardContent>
        </Card>
      )}

      <div className="grid gap-4 2xl:grid-cols-[1fr_22rem]">
        <div className="min-w-0 space-y-3">
          {!readOnly && (
            <div className="grid gap-3 md:grid-cols-2 xl:grid-cols-5">
              <FormField id={`${formId}-service`} label="Add a service">
                {(control) => (
                  <Combobox {...control} id={`${formId}-service`} value={serviceChoice} options={serviceOptions} placeholder="Search services" emptyText="No services match" onChange={addService} />
                )}
              </FormField>
              {loadTemplate && (
                <FormField id={`${formId}-template`} label="Apply a template" hint={applyingTemplate ? 'Adding its lines…' : undefined}>
                  {(control) => (
                    <Combobox
                      {...control}
                      id={`${formId}-template`}
                      value=""
                      options={templateOptions}
                      placeholder="Search templates"
                      emptyText="No templates match"
                      disabled={applyingTemplate}
                      onChange={(value) => void applyTemplate(value)}
                    />
                  )}
                </FormField>
              )}
              <FormField id={`${formId}-parent`} label="Add lines to">
                {(control) => (
                  <NativeSelect {...control} value={targetParent?.id ?? ''} onChange={(event) => setTargetParentId(event.target.value)} disabled={parents.length === 0}>
                    {parents.length === 0 && <option value="">A new service line</option>}
                    {parents.map((line, index) => (
                      <option key={line.id} value={line.id}>
                        {index + 1}. {line.name}
                      </option>
                    ))}
                  </NativeSelect>
                )}
              </FormField>
              <FormField id={`${formId}-price-book`} label="Add from the price book">
                {(control) => (
                  <Combobox
                    {...control}
                    id={`${formId}-price-book`}
                    value={priceBookChoice}
                    options={priceBookOptions}
                    placeholder="Products, equipment, crews, subcontractors"
                    emptyText="Nothing in the price book matches"
                    onChange={addPriceBookLine}
                  />
                )}
              </FormField>
              <div className="flex items-end gap-2">
                <Button type="button" variant="outline" onClick={addTypedLine}>
                  <PlusIcon aria-hidden="true" />
                  Line
                </Button>
                <Button type="button" variant="outline" onClick={addTypedService}>
                  <PlusIcon aria-hidden="true" />
                  Service
                </Button>
              </div>
            </div>
          )}
          {draft.lines.length === 0 ? (
            <p className="rounded-xl border border-dashed border-border p-8 text-center text-sm text-muted-foreground">
              No lines yet. Add a service, pick from the price book, or type a line.
            </p>
          ) : (
            <EstimateLineGrid lines={draft.lines} priced={priced} dispatch={dispatch} readOnly={readOnly} />
          )}
          <p className="text-xs text-muted-foreground">
            {!readOnly &&
              'Arrow keys and Enter move between cells; drag a row’s handle, or press the up and down arrows on it, to reorder; Ctrl+Z (⌘Z) undoes the last change. A blank markup or rate uses the budget’s. '}
            {draft.lines.length.toLocaleString('en-US')} lines.
          </p>
        </div>
        <div className="space-y-2">
          <EstimateBreakdown
            breakdown={calculation.breakdown}
            totals={calculation.totals}
            taxRatePercent={taxRatePercent}
            taxRateName={taxRateName}
            taxKnown={estimate !== null}
          />
          <p className="text-xs text-muted-foreground">Grand total {formatCurrency(calculation.totals.grandTotal)} · the server works every figure out again on save.</p>
        </div>
      </div>
    </div>
  );
}
