import { Page, PageHeader } from '@/components/layouts/page';
import { LoadError, LoadingRows } from '@/components/ui/load-states';
import { useAvatar } from '@/features/marketing/api/get-avatar';
import { AvatarProfile } from '@/features/marketing/components/avatar-profile';
import { MarketingNav } from '@/features/marketing/components/marketing-nav';

/** /business-development/ideal-client-avatar: the client the company wants more of, and who fits today. */
export default function IdealClientAvatarRoute() {
  const avatar = useAvatar();
  return (
    <Page className="max-w-5xl">
      <PageHeader title="Ideal Client Avatar" description="Describe the client you want more of, step by step — then see how many of today’s customers fit, and what share of the revenue they bring." />
      <MarketingNav />
      {avatar.isPending ? (
        <LoadingRows label="Loading the ideal client avatar" />
      ) : avatar.isError ? (
        <LoadError title="Could not load the ideal client avatar" error={avatar.error} onRetry={() => void avatar.refetch()} />
      ) : (
        <AvatarProfile key={avatar.data.updatedAt ?? 'new'} view={avatar.data} />
      )}
    </Page>
  );
}
