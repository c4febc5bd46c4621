import { PRICE_BOOK_MANAGERS_ONLY_MESSAGE } from '@groundwork/domain/subcontractors';
import { LockIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';

/** In place of a form for someone who may read the price book but not change it. */
export function PriceBookReadOnlyNotice({ backTo }: { backTo: string }) {
  return (
    <Alert role="alert">
      <LockIcon aria-hidden="true" />
      <AlertTitle>{PRICE_BOOK_MANAGERS_ONLY_MESSAGE}</AlertTitle>
      <AlertDescription>
        <Button variant="outline" size="sm" className="mt-3" asChild>
          <Link to={backTo}>Back</Link>
        </Button>
      </AlertDescription>
    </Alert>
  );
}
