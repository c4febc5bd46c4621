import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

export type LazyResolver<TInput extends FieldValues, TOutput> = Resolver<TInput, unknown, TOutput> & {
  /** Start loading the schema now (call on the first keystroke or click). */
  preload: () => void;
};

/**
 * A zod resolver whose schema — and zod with it, about 22 KB gzipped — loads on first use instead of
 * with the page. The sign-in screen uses it to stay inside the 150 KB first-load budget
 * (ARCHITECTURE.md §7); validation behaves exactly as with `zodResolver(schema)`.
 */
export function lazyZodResolver<TInput extends FieldValues, TOutput>(loadSchema: () => Promise<z.ZodType<TOutput, TInput>>): LazyResolver<TInput, TOutput> {
  let pending: Promise<Resolver<TInput, unknown, TOutput>> | undefined;
  const load = () => {
    pending ??= loadSchema().then((schema) => zodResolver(schema) as unknown as Resolver<TInput, unknown, TOutput>);
    pending.catch(() => {
      pending = undefined; // a failed chunk load is retried on the next attempt
    });
    return pending;
  };
  const resolver: Resolver<TInput, unknown, TOutput> = async (values, context, options) => (await load())(values, context, options);
  return Object.assign(resolver, { preload: () => void load().catch(() => {}) });
}
