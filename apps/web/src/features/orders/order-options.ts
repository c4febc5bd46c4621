/**
 * What the order screens offer to choose from. The route that shows them reads the crews, services and customers
 * (other features) and passes them in; this feature never imports another.
 */
export type NamedOption = { id: string; name: string };

/** One of the chosen customer's properties. */
export type PropertyOption = { id: string; label: string; isPrimary: boolean };

/** A customer to pick: the name, a line that tells two Ann Greens apart (their street), and words the search also matches. */
export type CustomerOption = { id: string; name: string; detail?: string; keywords?: string };
