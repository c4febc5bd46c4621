/**
 * The `pagination.total` of a page of `rowsOnPage` rows: a page that is neither full nor empty is the last one, so
 * the total is known without counting; otherwise `count` runs (a plain count, which an index answers, instead of a
 * window count that makes every page read, sort and remember every matching row).
 */
export async function pageTotal(page: number, limit: number, rowsOnPage: number, count: () => Promise<number>): Promise<number> {
  if (rowsOnPage > 0 && rowsOnPage < limit) return (page - 1) * limit + rowsOnPage;
  if (rowsOnPage === 0 && page === 1) return 0;
  return count();
}
