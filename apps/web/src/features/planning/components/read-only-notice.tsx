import { EyeIcon } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';

/** Says why nothing on a planning screen can be changed by this person. */
export function ReadOnlyNotice({ children }: { children: string }) {
  return (
    <Alert variant="info">
      <EyeIcon aria-hidden="true" />
      <AlertTitle>Read only</AlertTitle>
      <AlertDescription>{children}</AlertDescription>
    </Alert>
  );
}
