import {
  couponAvailability,
  couponInputSchema,
  couponMessages,
  couponUnusableMessages,
  discountTypeLabels,
  discountTypes,
  type Coupon,
  type DiscountType,
} from '@groundwork/domain/coupons';
import { Loader2Icon, PencilIcon, PlusIcon, TicketPercentIcon, Trash2Icon } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField, InputField } from '@/components/ui/form-field';
import { Label } from '@/components/ui/label';
import { EmptyState, LoadError, LoadingRows } from '@/components/ui/load-states';
import { NativeSelect } from '@/components/ui/native-select';
import { Switch } from '@/components/ui/switch';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { toast } from '@/components/ui/toaster';
import { isApiError } from '@/lib/api-client';
import { formatCurrency } from '@/lib/format';
import { isStaleWrite } from '@/lib/stale-write';
import { useDeleteCoupon } from '../api/delete-coupon';
import { useCoupons } from '../api/get-coupons';
import { useSaveCoupon } from '../api/save-coupon';

/** SPEC.md §9: service actions (coupons among them) show their toasts for 2–3 seconds. */
const TOAST_MS = 3000;

function failure(title: string, error: unknown): void {
  const said = isApiError(error) && error.fromServer && error.status !== null && error.status < 500 ? `${error.message} ${couponMessages.tryAgain}` : couponMessages.tryAgain;
  toast.error(title, { duration: TOAST_MS, description: said });
}

function discountText(coupon: Pick<Coupon, 'discountType' | 'value'>): string {
  return coupon.discountType === 'percent' ? `${coupon.value.toLocaleString('en-US', { maximumFractionDigits: 2 })}% off` : `${formatCurrency(coupon.value)} off`;
}

function todayIso(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

/** The company's coupon codes: percent or fixed discounts, valid dates and a usage limit. */
export function CouponsPanel({ canEdit }: { canEdit: boolean }) {
  const coupons = useCoupons();
  const remove = useDeleteCoupon();
  const [editing, setEditing] = useState<{ coupon: Coupon | null } | null>(null);
  const [deleting, setDeleting] = useState<Coupon | null>(null);

  const addButton = canEdit && (
    <Button onClick={() => setEditing({ coupon: null })}>
      <PlusIcon aria-hidden="true" />
      Add coupon
    </Button>
  );

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        setDeleting(null);
        toast.success(couponMessages.deleted, { duration: TOAST_MS });
      },
      onError: (error) => failure(couponMessages.deleteFailed, error),
    });
  };

  let body;
  if (coupons.isPending) body = <LoadingRows rows={3} label="Loading coupons" />;
  else if (coupons.isError) body = <LoadError title={couponMessages.loadFailed} error={coupons.error} onRetry={() => void coupons.refetch()} />;
  else if (coupons.data.length === 0) body = <EmptyState icon={<TicketPercentIcon />} title="No coupons yet." description="Give customers a code for a percent or a fixed amount off." action={addButton} />;
  else {
    const today = todayIso();
    body = (
      <div className="overflow-x-auto rounded-xl border border-border bg-card shadow-xs">
        <Table aria-label="Coupons">
          <TableHeader>
            <TableRow className="hover:bg-transparent">
              <TableHead>Code</TableHead>
              <TableHead>Discount</TableHead>
              <TableHead>Valid</TableHead>
              <TableHead>Used</TableHead>
              <TableHead>Status</TableHead>
              {canEdit && (
                <TableHead>
                  <span className="sr-only">Actions</span>
                </TableHead>
              )}
            </TableRow>
          </TableHeader>
          <TableBody>
            {coupons.data.map((coupon) => {
              const availability = couponAvailability(coupon, today);
              return (
                <TableRow key={coupon.id}>
                  <TableCell>
                    <p className="font-mono font-medium">{coupon.couponCode}</p>
                    {coupon.description && <p className="text-xs text-muted-foreground">{coupon.description}</p>}
                  </TableCell>
                  <TableCell>{discountText(coupon)}</TableCell>
                  <TableCell className="text-sm whitespace-nowrap">{coupon.validFrom || coupon.validTo ? `${coupon.validFrom ?? 'Any time'} – ${coupon.validTo ?? 'no end'}` : 'Always'}</TableCell>
                  <TableCell className="tabular-nums">{coupon.usageLimit === null ? `${coupon.timesUsed} (no limit)` : `${coupon.timesUsed} of ${coupon.usageLimit}`}</TableCell>
                  <TableCell>
                    {availability.usable ? <Badge variant="success">Usable</Badge> : <Badge variant="muted" title={couponUnusableMessages[availability.reason]}>{couponUnusableMessages[availability.reason]}</Badge>}
                  </TableCell>
                  {canEdit && (
                    <TableCell className="text-right whitespace-nowrap">
                      <Button variant="ghost" size="sm" onClick={() => setEditing({ coupon })} aria-label={`Edit ${coupon.couponCode}`}>
                        <PencilIcon aria-hidden="true" />
                        Edit
                      </Button>
                      <Button variant="ghost" size="sm" onClick={() => setDeleting(coupon)} aria-label={`Delete ${coupon.couponCode}`}>
                        <Trash2Icon aria-hidden="true" />
                        Delete
                      </Button>
                    </TableCell>
                  )}
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </div>
    );
  }

  return (
    <div className="grid gap-4">
      {coupons.data && coupons.data.length > 0 && <div className="flex justify-end">{addButton}</div>}
      {body}
      <Dialog open={editing !== null} onOpenChange={(open) => !open && setEditing(null)}>
        {editing && (
          <DialogContent className="sm:max-w-lg">
            <DialogHeader>
              <DialogTitle>{editing.coupon ? 'Edit coupon' : 'Add coupon'}</DialogTitle>
              <DialogDescription>Codes are the same whatever the case: SPRING10 and spring10 are one coupon.</DialogDescription>
            </DialogHeader>
            <CouponForm coupon={editing.coupon} onDone={() => setEditing(null)} />
          </DialogContent>
        )}
      </Dialog>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={`Delete ${deleting?.couponCode ?? 'this coupon'}?`}
        description="Customers will no longer be able to use this code."
        confirmLabel="Delete"
        busyLabel="Deleting..."
        busy={remove.isPending}
        onConfirm={confirmDelete}
      />
    </div>
  );
}

type CouponDraft = { couponCode: string; description: string; discountType: DiscountType; value: string; validFrom: string; validTo: string; usageLimit: string; active: boolean };

function toNumber(text: string): number {
  const cleaned = text.replace(/[\s,$%]/g, '');
  return cleaned === '' || !/^\d*\.?\d*$/.test(cleaned) ? Number.NaN : Number(cleaned);
}

function CouponForm({ coupon, onDone }: { coupon: Coupon | null; onDone: () => void }) {
  const save = useSaveCoupon();
  const base = coupon;
  // After a 409 the person chose to put their version over the one someone else saved.
  const [overwrite, setOverwrite] = useState(false);
  const [draft, setDraft] = useState<CouponDraft>(() => ({
    couponCode: coupon?.couponCode ?? '',
    description: coupon?.description ?? '',
    discountType: coupon?.discountType ?? 'percent',
    value: coupon ? String(coupon.value) : '',
    validFrom: coupon?.validFrom ?? '',
    validTo: coupon?.validTo ?? '',
    usageLimit: coupon?.usageLimit === null || coupon === null ? '' : String(coupon.usageLimit),
    active: coupon?.active ?? true,
  }));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [stale, setStale] = useState(false);
  const set = (patch: Partial<CouponDraft>) => setDraft((current) => ({ ...current, ...patch }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = {
      couponCode: draft.couponCode,
      description: draft.description,
      discountType: draft.discountType,
      value: toNumber(draft.value),
      validFrom: draft.validFrom || null,
      validTo: draft.validTo || null,
      usageLimit: draft.usageLimit.trim() === '' ? null : toNumber(draft.usageLimit),
      active: draft.active,
      ...(base && !overwrite ? { updatedAt: base.updatedAt } : {}),
    };
    const parsed = couponInputSchema.safeParse(input);
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) next[String(issue.path[0])] ??= issue.message;
      setErrors(next);
      return;
    }
    setErrors({});
    save.mutate(
      { id: base?.id, input },
      {
        onSuccess: () => {
          toast.success(base ? couponMessages.updated : couponMessages.added, { duration: TOAST_MS, description: parsed.data.couponCode });
          onDone();
        },
        onError: (error) => {
          if (base && isStaleWrite(error)) {
            setStale(true);
            failure(couponMessages.updateFailed, error);
            return;
          }
          const fieldErrors = isApiError(error) ? error.fieldErrors : {};
          setErrors(Object.fromEntries(Object.entries(fieldErrors).map(([key, messages]) => [key, messages[0] ?? ''])));
          if (fieldErrors.couponCode?.[0]) document.getElementById('coupon-code')?.focus();
          failure(base ? couponMessages.updateFailed : couponMessages.addFailed, error);
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-5" aria-label={coupon ? 'Edit coupon' : 'Add coupon'}>
      {stale && base && (
        <Alert variant="destructive" role="alert">
          <AlertTitle>{couponMessages.stale}</AlertTitle>
          <AlertDescription>
            <p>What you typed is kept. Close to see their version, or keep your changes and save them over it.</p>
            <div className="mt-2 flex flex-wrap gap-2">
              <Button type="button" variant="outline" size="sm" onClick={onDone}>
                Close and reload
              </Button>
              <Button
                type="button"
                variant="outline"
                size="sm"
                onClick={() => {
                  setOverwrite(true);
                  setStale(false);
                }}
              >
                Keep my changes
              </Button>
            </div>
          </AlertDescription>
        </Alert>
      )}
      <div className="grid gap-5 sm:grid-cols-2">
        <InputField id="coupon-code" label="Code" autoFocus autoCapitalize="characters" value={draft.couponCode} error={errors.couponCode} onChange={(event) => set({ couponCode: event.target.value })} />
        <FormField id="coupon-type" label="Discount type" error={errors.discountType}>
          {(control) => (
            <NativeSelect {...control} value={draft.discountType} onChange={(event) => set({ discountType: event.target.value as DiscountType })}>
              {discountTypes.map((type) => (
                <option key={type} value={type}>
                  {discountTypeLabels[type]}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
      </div>
      <InputField id="coupon-description" label="Description" value={draft.description} error={errors.description} onChange={(event) => set({ description: event.target.value })} />
      <div className="grid gap-5 sm:grid-cols-2">
        <InputField
          id="coupon-value"
          label={draft.discountType === 'percent' ? 'Percent off (%)' : 'Amount off ($)'}
          inputMode="decimal"
          value={draft.value}
          error={errors.value}
          onChange={(event) => set({ value: event.target.value })}
        />
        <InputField id="coupon-usage-limit" label="Usage limit" hint="Leave empty for no limit." inputMode="numeric" value={draft.usageLimit} error={errors.usageLimit} onChange={(event) => set({ usageLimit: event.target.value })} />
        <InputField id="coupon-valid-from" label="Valid from" type="date" value={draft.validFrom} error={errors.validFrom} onChange={(event) => set({ validFrom: event.target.value })} />
        <InputField id="coupon-valid-to" label="Valid to" type="date" value={draft.validTo} error={errors.validTo} onChange={(event) => set({ validTo: event.target.value })} />
      </div>
      <div className="flex items-center justify-between gap-4 rounded-lg border border-border p-4">
        <Label htmlFor="coupon-active">Active</Label>
        <Switch id="coupon-active" checked={draft.active} onCheckedChange={(checked) => set({ active: checked })} />
      </div>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone} disabled={save.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending && <Loader2Icon className="animate-spin" aria-hidden="true" />}
          {coupon ? 'Save coupon' : 'Add coupon'}
        </Button>
      </DialogFooter>
    </form>
  );
}
