import type { ReactNode } from 'react';

type StatusMessageProps = {
  /** A lucide icon, aria-hidden. */
  icon: ReactNode;
  title: string;
  description: ReactNode;
  /** The ways on (buttons or links). */
  children: ReactNode;
};

/** A whole screen that says why there is nothing here and where to go instead (Coming Soon, For the office). */
export function StatusMessage({ icon, title, description, children }: StatusMessageProps) {
  return (
    <div className="flex min-h-[calc(100svh-3.5rem)] items-center justify-center px-6 py-16">
      <div className="flex max-w-md flex-col items-center text-center">
        <div className="mb-6 flex size-16 items-center justify-center rounded-2xl bg-primary-soft text-primary [&_svg]:size-8">{icon}</div>
        <h1 className="text-3xl font-semibold tracking-tight text-foreground">{title}</h1>
        <p className="mt-3 text-base text-muted-foreground">{description}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">{children}</div>
      </div>
    </div>
  );
}
