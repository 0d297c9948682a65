/** The shapes the admin API answers with (worker/admin/api/*), shared by the Worker and the app. */

/** One row of the editor's page list (docs/editor.md fields the list shows). */
export interface PageRow {
  id: string;
  name: string;
  type: string;
  language: string;
  slug: string;
  path: string | null;
  status: "PUBLISHED" | "DRAFT";
  locked: boolean;
  /** The editor holds unpublished changes (auto-saved) of this page. */
  draftSavedAt: string | null;
  publishedAt: string | null;
  file: string | null;
}

/** An image of the media library (worker/admin/media/media-routes.ts). */
export interface MediaItem {
  key: string;
  /** Where pages use it: /media/{key}. */
  src: string;
  name: string;
  bytes: number;
  width: number;
  height: number;
  uploadedAt: string;
}

/** One redirect of the REDIRECTS namespace, as the admin lists it. */
export interface RedirectItem {
  source: string;
  destination: string;
  permanent: boolean;
  locale: string;
  /** When the admin changed it (not yet in redirects.csv), else null. */
  editedAt: string | null;
  /** Why a stored value is not answered (a broken hand edit), else null. */
  problem: string | null;
}

/** One version of a page, as its history lists it (worker/admin/content/page-history.ts). */
export interface HistoryItem {
  /** What the history API names it by: its publication time, or "original". */
  ref: string;
  /** When it was published from the editor; null for the version from content/ (live before the editor). */
  publishedAt: string | null;
  name: string;
  /** Who published it (the Access identity, or "local admin"), or the file it came from. */
  author: string;
  /** The version that was live before the editor touched the page. */
  original: boolean;
}
