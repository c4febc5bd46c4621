/**
 * What the invoice screens offer to choose from. The route reads the customers and their properties (another
 * feature) and passes them in; this feature never imports another.
 */

/** A customer to pick: the name, a line that tells two Ann Greens apart (their street), and words the search also matches. */
export type CustomerOption = { id: string; name: string; detail?: string; keywords?: string };

/** One of the chosen customer's properties. */
export type PropertyOption = { id: string; label: string; isPrimary: boolean };
