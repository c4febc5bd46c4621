/** The online store's query keys: built here only. */
export const storeKeys = {
  all: ['online-store'] as const,
  overview: () => [...storeKeys.all, 'overview'] as const,
  listing: (slug: string) => [...storeKeys.all, 'listing', slug] as const,
  bookings: () => [...storeKeys.all, 'bookings'] as const,
  publicStore: (slug: string) => [...storeKeys.all, 'public', slug] as const,
};
