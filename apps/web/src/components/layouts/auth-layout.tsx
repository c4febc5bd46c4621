import { CalculatorIcon, LeafIcon, UsersIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Logo } from '@/components/brand/logo';

const highlights = [
  { icon: CalculatorIcon, text: 'Estimates priced from your real labour, equipment and overhead costs' },
  { icon: UsersIcon, text: 'Customers, leads, employees and crews in one place' },
  { icon: LeafIcon, text: 'Planning and coaching tools to grow a healthier landscaping business' },
];

/** The public screens' frame: the brand panel on the left (wide screens), the form on the right. */
export function AuthLayout({ children, footer }: { children: ReactNode; footer?: ReactNode }) {
  return (
    <div className="grid min-h-svh lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]">
      <aside
        aria-label="About Groundwork"
        className="relative hidden overflow-hidden bg-[#0f2a1e] px-12 py-12 text-white lg:flex lg:flex-col lg:justify-between"
      >
        <div aria-hidden="true" className="pointer-events-none absolute -top-32 -right-24 size-[28rem] rounded-full bg-[#1f6b45]/40 blur-3xl" />
        <div aria-hidden="true" className="pointer-events-none absolute -bottom-40 -left-20 size-[26rem] rounded-full bg-[#14532d]/60 blur-3xl" />
        <Logo tone="light" className="relative" />
        <div className="relative max-w-md">
          <p className="text-3xl leading-tight font-semibold tracking-tight">Run your landscaping business from one place.</p>
          <ul className="mt-8 space-y-4">
            {highlights.map(({ icon: Icon, text }) => (
              <li key={text} className="flex items-start gap-3 text-[0.95rem] text-[#d5e7dc]">
                <span className="mt-0.5 flex size-7 shrink-0 items-center justify-center rounded-md bg-white/10">
                  <Icon className="size-4 text-[#86efac]" aria-hidden="true" />
                </span>
                {text}
              </li>
            ))}
          </ul>
        </div>
        <p className="relative text-sm text-[#b7d0c1]">Built for owners, office managers and estimators.</p>
      </aside>

      <div className="flex min-h-svh flex-col bg-card">
        <header className="flex items-center px-6 pt-6 lg:hidden">
          <Link to="/login" className="rounded-md focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none">
            <Logo />
          </Link>
        </header>
        <main className="flex flex-1 items-center justify-center px-6 py-12 sm:px-10">
          <div className="w-full max-w-sm">{children}</div>
        </main>
        {footer && <footer className="px-6 pb-6 text-center text-xs text-muted-foreground">{footer}</footer>}
      </div>
    </div>
  );
}
