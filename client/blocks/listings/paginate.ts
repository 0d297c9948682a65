/** A page of a listing: which cards it shows and how many pages there are. */
export interface ListingPage {
  /** 1-based page number actually shown. */
  page: number;
  pages: number;
  start: number;
  end: number;
}

/**
 * The page of a listing to show for the `?page=` value. A missing or non-numeric value is
 * the first page; a number past the end is the last page (a link to an old page still shows
 * cards, the oldest ones).
 * @example paginate(60, "2", 12) // { page: 2, pages: 5, start: 12, end: 24 }
 */
export function paginate(total: number, pageParam: string | undefined, perPage: number): ListingPage {
  const pages = Math.max(1, Math.ceil(total / perPage));
  const asked = pageParam && /^\d{1,6}$/.test(pageParam) ? Number(pageParam) : 1;
  const page = Math.min(Math.max(1, asked), pages);
  const start = (page - 1) * perPage;
  return { page, pages, start, end: Math.min(start + perPage, total) };
}

/** The address of page `page` of the listing at `path`: page 1 is the path itself. */
export function pageHref(path: string, page: number): string {
  return page <= 1 ? path : `${path}?page=${page}`;
}
