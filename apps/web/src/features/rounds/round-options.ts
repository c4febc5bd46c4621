import type { RoundStop } from '@groundwork/domain/rounds';

/**
 * What the round screens offer to choose from. The route reads the crews and customers (other features) and passes
 * them in; this feature never imports another.
 */
export type NamedOption = { id: string; name: string };

/** A customer to pick: the name, a line that tells two Ann Greens apart (their street), and words the search also matches. */
export type CustomerOption = { id: string; name: string; detail?: string; keywords?: string };

/** One of the chosen customer's properties, as the stop it would become. */
export type StopOption = RoundStop & { label: string; isPrimary: boolean };
