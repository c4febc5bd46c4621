import type { ReactNode } from 'react';
import { useMatches, useNavigation } from 'react-router';
import { Separator } from '@/components/ui/separator';
import { SidebarInset, SidebarProvider, SidebarTrigger } from '@/components/ui/sidebar';
import { TooltipProvider } from '@/components/ui/tooltip';
import { useDocumentTitle } from '@/lib/use-document-title';
import { AppSidebar } from './app-sidebar';
import { ClientBookRefresh } from './client-book-refresh';

type RouteHandle = { title?: string };

/** The signed-in frame: sidebar, a slim header with the sidebar toggle and the page's title, the page. */
export function AppShell({ companyName, children }: { companyName: string | null; children: ReactNode }) {
  const navigation = useNavigation();
  const matches = useMatches();
  const title = [...matches].reverse().find((match) => (match.handle as RouteHandle | undefined)?.title)?.handle as RouteHandle | undefined;
  useDocumentTitle(title?.title);

  return (
    <TooltipProvider>
    <SidebarProvider>
      <a
        href="#main-content"
        className="sr-only z-50 rounded-md bg-card px-4 py-2 text-sm font-medium text-foreground shadow focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:ring-2 focus:ring-ring"
      >
        Skip to content
      </a>
      <ClientBookRefresh />
      <AppSidebar />
      <SidebarInset>
        {navigation.state !== 'idle' && (
          <div className="fixed inset-x-0 top-0 z-50 h-0.5 overflow-hidden bg-primary/15" role="progressbar" aria-label="Loading page">
            <div className="h-full w-1/3 animate-progress bg-primary" />
          </div>
        )}
        <header className="sticky top-0 z-20 flex h-14 shrink-0 items-center gap-2 border-b border-border bg-card/90 px-3 backdrop-blur supports-[backdrop-filter]:bg-card/75 sm:px-4">
          <SidebarTrigger />
          <Separator orientation="vertical" className="mx-1 h-5!" />
          <p className="min-w-0 flex-1 truncate text-sm font-medium text-foreground">{title?.title ?? ''}</p>
          {companyName && <p className="hidden truncate text-sm text-muted-foreground sm:block">{companyName}</p>}
        </header>
        <main id="main-content" tabIndex={-1} className="flex-1 outline-none">
          {children}
        </main>
      </SidebarInset>
    </SidebarProvider>
    </TooltipProvider>
  );
}
