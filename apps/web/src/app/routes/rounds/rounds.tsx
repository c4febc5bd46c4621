import { PlusIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Page, PageHeader } from '@/components/layouts/page';
import { Button } from '@/components/ui/button';
import { RoundsList } from '@/features/rounds/components/rounds-list';
import { paths } from '@/lib/paths';

/** /rounds: the company's rounds; New round opens the editor. */
export default function RoundsRoute() {
  const newButton = (
    <Button asChild>
      <Link to={paths.newRound}>
        <PlusIcon aria-hidden="true" />
        New round
      </Link>
    </Button>
  );
  return (
    <Page className="max-w-5xl">
      <PageHeader title="Rounds" description="The properties each crew visits on a rhythm, in driving order. Jobs in a round put their work orders in its order on the board." actions={newButton} />
      <RoundsList newRoundAction={newButton} />
    </Page>
  );
}
