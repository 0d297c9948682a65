/** What the server tells the admin app (worker/admin/shell.ts), as JSON in #admin-root's data-boot. */
export interface Boot {
  view: "home" | "pages" | "page" | "redirects" | "urls" | "settings" | "media" | "leads" | "lead";
  params: Record<string, string>;
  /** Who is signed in. */
  admin: string;
  signOut: { method: "post" | "get"; action: string };
  siteUrl: string;
}

export function readBoot(root: HTMLElement): Boot {
  return JSON.parse(root.dataset.boot ?? "{}") as Boot;
}
