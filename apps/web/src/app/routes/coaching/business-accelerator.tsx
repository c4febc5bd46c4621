import { Page, PageHeader } from '@/components/layouts/page';
import { LoadError, LoadingRows } from '@/components/ui/load-states';
import { useCoachingProgress } from '@/features/coaching/api/get-coaching-progress';
import { ProgrammePath } from '@/features/coaching/components/programme-path';

/** /business-accelerator: the coaching programme as a path of modules, with the company's progress on each. */
export default function BusinessAcceleratorRoute() {
  const progress = useCoachingProgress();
  return (
    <Page className="max-w-4xl">
      <PageHeader
        title="Business Accelerator"
        description="The coaching programme, one module at a time: what each is, the tool that does it, and when it counts as done."
      />
      {progress.isPending ? (
        <LoadingRows label="Loading the programme" />
      ) : progress.isError ? (
        <LoadError title="Could not load the programme" error={progress.error} onRetry={() => void progress.refetch()} />
      ) : (
        <ProgrammePath progress={progress.data} />
      )}
    </Page>
  );
}
