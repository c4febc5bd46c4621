import { TOAST_DURATION_MS } from '@groundwork/domain/shared';
import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import type { ExternalToast, ToasterProps } from 'sonner';

/*
 * Sonner loads with the first toast rather than with the page: no screen needs it to render, and
 * leaving it out keeps /login inside the 150 KB first-load budget (ARCHITECTURE.md §7).
 * Its styles are part of our stylesheet (index.css).
 */
type SonnerModule = typeof import('sonner');

let sonnerModule: Promise<SonnerModule> | undefined;
function loadSonner(): Promise<SonnerModule> {
  sonnerModule ??= import('sonner');
  sonnerModule.catch(() => {
    sonnerModule = undefined;
  });
  return sonnerModule;
}

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

/** Links `toast.*` calls to the mounted <Toaster />: they wait until Sonner listens, so none is lost. */
const bridge = {
  listening: deferred(),
  wanted: false,
  mount: undefined as (() => void) | undefined,
};

function whenListening(): Promise<SonnerModule> {
  bridge.wanted = true;
  bridge.mount?.();
  return Promise.all([loadSonner(), bridge.listening.promise]).then(([module]) => module);
}

/** Resolves once the sibling Sonner toaster above it has subscribed (effects run in order). */
function ListeningSignal() {
  useEffect(() => bridge.listening.resolve(), []);
  return null;
}

/** Sonner, top-right, at most three toasts in view (SPEC.md §9). */
export function Toaster() {
  const [Sonner, setSonner] = useState<ComponentType<ToasterProps> | null>(null);

  useEffect(() => {
    let active = true;
    bridge.mount = () => {
      void loadSonner().then((module) => {
        if (active) setSonner(() => module.Toaster);
      });
    };
    if (bridge.wanted) bridge.mount();
    return () => {
      active = false;
      bridge.mount = undefined;
      bridge.listening = deferred();
    };
  }, []);

  if (!Sonner) return null;
  return (
    <>
      <Sonner position="top-right" visibleToasts={3} richColors closeButton duration={TOAST_DURATION_MS.info} />
      <ListeningSignal />
    </>
  );
}

type Message = string | ReactNode;
type Kind = 'success' | 'error' | 'warning' | 'info';

/** Raised by dropPendingToasts: a toast asked for before then and still waiting for a toaster is not shown. */
let generation = 0;

function show(kind: Kind, message: Message, options?: ExternalToast): void {
  const askedIn = generation;
  void whenListening().then(({ toast }) => {
    if (askedIn === generation) toast[kind](message, { duration: TOAST_DURATION_MS[kind], ...options });
  });
}

/** Toasts with the durations of SPEC.md §9: success 4 s, error 6 s, warning 5 s, info 4 s. */
export const toast = {
  success: (message: Message, options?: ExternalToast) => show('success', message, options),
  error: (message: Message, options?: ExternalToast) => show('error', message, options),
  warning: (message: Message, options?: ExternalToast) => show('warning', message, options),
  info: (message: Message, options?: ExternalToast) => show('info', message, options),
  dismiss: (id?: string | number) => void loadSonner().then(({ toast: sonnerToast }) => sonnerToast.dismiss(id)),
};

/** Drops toasts still waiting for a <Toaster /> (component tests: one test's late toast must not show in the next). */
export function dropPendingToasts(): void {
  generation += 1;
}
