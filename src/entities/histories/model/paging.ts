/** Paging of the class history: pages are 1-based, the host answers `total` with every page. */

export const HISTORY_PER_PAGE = 10;

/** How many pages `total` classes fill; at least 1, so an empty history still has its page. */
export function pageCount(total: number, perPage: number = HISTORY_PER_PAGE): number {
  if (!Number.isFinite(total) || total <= 0 || !(perPage > 0)) return 1;
  return Math.ceil(total / perPage);
}

/** The page after `page` when there is one (the route prefetches it), else null. */
export function nextPage(page: number, total: number, perPage: number = HISTORY_PER_PAGE): number | null {
  return Number.isInteger(page) && page >= 1 && page < pageCount(total, perPage) ? page + 1 : null;
}

/** Whether `page` lies past the last page (the history shrank, or the URL was typed). */
export const isPastEnd = (page: number, total: number, perPage: number = HISTORY_PER_PAGE) => page > pageCount(total, perPage);
