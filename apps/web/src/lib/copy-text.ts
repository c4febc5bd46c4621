import { toast } from '@/components/ui/toaster';

/** Copies `text`, saying so ('Page link copied'); where the browser refuses (no permission), says how to copy it by hand. */
export async function copyText(text: string, what: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    toast.success(`${what} copied`);
  } catch {
    toast.error(`Could not copy the ${what.toLowerCase()}`, { description: 'Select the text and copy it with Ctrl+C (⌘C on a Mac).' });
  }
}
