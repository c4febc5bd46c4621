import { canManagePriceBook } from '@groundwork/domain/products';
import { useQuery } from '@tanstack/react-query';
import { Page, PageHeader } from '@/components/layouts/page';
import { useAuth } from '@/features/auth/auth-provider';
import { overheadSummaryQueryOptions } from '@/features/overhead/api/get-overhead-summary';
import { ProductsPanel } from '@/features/products/components/products-panel';

/** The price book's materials; products priced from the budget take the active budget's markups. */
export default function ProductsRoute() {
  const { user } = useAuth();
  const summary = useQuery(overheadSummaryQueryOptions());
  // Without a saved budget the server answers with the default recovery settings; while it loads, no budget price shows.
  const markups = summary.data?.markups ?? null;
  return (
    <Page className="max-w-7xl">
      <PageHeader title="Products" description="The materials you sell — mulch, stone, seed, fertiliser — with what they cost you and what they sell for." />
      <ProductsPanel canManage={user !== null && canManagePriceBook(user.role)} markups={markups} markupsFromDefaults={summary.data !== undefined && summary.data.budget === null} />
    </Page>
  );
}
