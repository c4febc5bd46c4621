import { FilePlusIcon } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { Page, PageHeader } from '@/components/layouts/page';
import { Button } from '@/components/ui/button';
import { EstimatesList } from '@/features/estimates/components/estimates-list';
import { NewEstimateDialog } from './new-estimate-dialog';

/** /estimates: every estimate of the company, newest number first; *New estimate* (or `?new=1`) picks its client. */
export default function EstimatesRoute() {
  const [params, setParams] = useSearchParams();
  const picking = params.get('new') === '1';
  const setPicking = (open: boolean) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (open) next.set('new', '1');
        else next.delete('new');
        return next;
      },
      { replace: true },
    );

  return (
    <Page>
      <PageHeader
        title="Estimates"
        description="Search by number, client or description; open one to keep building it."
        actions={
          <Button onClick={() => setPicking(true)}>
            <FilePlusIcon aria-hidden="true" />
            New estimate
          </Button>
        }
      />
      <EstimatesList />
      <NewEstimateDialog open={picking} onOpenChange={setPicking} />
    </Page>
  );
}
