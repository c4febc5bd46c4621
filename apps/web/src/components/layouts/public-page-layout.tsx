import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Logo } from '@/components/brand/logo';

/** Public reading pages (legal documents): a slim header and a readable column. */
export function PublicPageLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-svh flex-col bg-background">
      <header className="border-b border-border bg-card">
        <div className="mx-auto flex h-16 max-w-4xl items-center justify-between px-6">
          <Link to="/" className="rounded-md focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none" aria-label="Groundwork home">
            <Logo />
          </Link>
          <nav aria-label="Legal documents" className="flex items-center gap-5 text-sm font-medium">
            <Link to="/legal/terms" className="text-muted-foreground hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none rounded-sm">
              Terms
            </Link>
            <Link to="/legal/privacy" className="text-muted-foreground hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none rounded-sm">
              Privacy
            </Link>
          </nav>
        </div>
      </header>
      <main className="mx-auto w-full max-w-4xl flex-1 px-6 py-10">
        <div className="rounded-xl border border-border bg-card px-6 py-8 shadow-xs sm:px-10 sm:py-10">{children}</div>
      </main>
      <footer className="pb-8 text-center text-xs text-muted-foreground">© {new Date().getFullYear()} Groundwork</footer>
    </div>
  );
}
