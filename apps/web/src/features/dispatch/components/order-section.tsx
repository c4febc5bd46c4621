import type { ReactNode } from 'react';

/** A card of the order on the crew's phone, named by its heading. */
export function OrderSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="grid gap-2 rounded-xl border border-border bg-card p-4" aria-label={title}>
      <h3 className="text-base font-semibold">{title}</h3>
      {children}
    </section>
  );
}
