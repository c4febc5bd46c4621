import { markupPercentFor, suggestedUnitPrice, type OverheadMarkups } from '@groundwork/domain/overhead';
import { formatUnitRate } from '@/lib/format';

const percentFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/**
 * The price the overhead budget gives a product, with its parts: unit cost plus the materials overhead markup,
 * divided by what is left after the target net profit. `markups` is null while the budget is unavailable.
 */
export function BudgetPricePreview({
  unitCost,
  markups,
  unitLabel,
  fromDefaults = false,
}: {
  unitCost: unknown;
  markups: OverheadMarkups | null | undefined;
  unitLabel?: string;
  /** True when the company has saved no budget yet and the markups are the default recovery settings. */
  fromDefaults?: boolean;
}) {
  const cost = typeof unitCost === 'number' && Number.isFinite(unitCost) && unitCost >= 0 ? unitCost : 0;
  const per = unitLabel ? ` / ${unitLabel}` : '';

  if (!markups) {
    return (
      <p className="rounded-lg border border-border bg-muted/40 p-3 text-sm text-muted-foreground" aria-live="polite">
        The overhead budget could not be loaded, so no budget price can be shown. The product still saves priced from the budget.
      </p>
    );
  }

  const markup = markupPercentFor(markups, 'product');
  const profit = markups.targetNetProfitPercent;
  const price = suggestedUnitPrice(cost, markup, profit);

  return (
    <div className="grid gap-1 rounded-lg border border-border bg-muted/40 p-3 text-sm" aria-live="polite">
      {price === null ? (
        <p className="text-muted-foreground">The budget's target net profit of {percentFormat.format(profit)}% leaves no room for cost: no price can reach it.</p>
      ) : (
        <>
          <p>
            <span className="text-muted-foreground">Budget price: </span>
            <span className="font-semibold text-foreground" data-testid="budget-price">
              {formatUnitRate(price)}
              {per}
            </span>
          </p>
          <p className="text-xs text-muted-foreground">
            {formatUnitRate(cost)} unit cost × (1 + {percentFormat.format(markup)}% materials overhead) ÷ (1 − {percentFormat.format(profit)}% target net profit)
            {markups.recoveryMethod === 'FLH' ? ' — the budget recovers overhead per labour hour, so materials carry no markup.' : ''}
          </p>
          {fromDefaults && <p className="text-xs text-muted-foreground">No budget saved yet: these are the default recovery settings (Budget Pricing).</p>}
        </>
      )}
    </div>
  );
}
