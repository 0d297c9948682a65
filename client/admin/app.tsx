import { useEffect, useState, type ReactNode } from "react";
import { api } from "./api.ts";
import type { Boot } from "./boot.ts";
import { PageBuilder, type EditorContext, type LoadedPage } from "./builder/page-builder.tsx";
import { MediaLibrary } from "./media/media-library.tsx";
import { AppSettings } from "./views/app-settings.tsx";
import { DeployedUrls } from "./views/deployed-urls.tsx";
import { AdminHome } from "./views/home.tsx";
import { LeadPage } from "./views/lead-page.tsx";
import { LeadsInbox } from "./views/leads-inbox.tsx";
import { PageList } from "./views/page-list.tsx";
import { RedirectsList } from "./views/redirects.tsx";

const NAV = [
  { href: "/admin", label: "Admin", views: ["home"] },
  { href: "/admin/editor", label: "Pages", views: ["pages", "page", "redirects", "urls"] },
  { href: "/admin/app-settings", label: "App settings", views: ["settings"] },
  { href: "/admin/media", label: "Media", views: ["media"] },
  { href: "/admin/leads", label: "Leads", views: ["leads", "lead"] },
  { href: "/admin/playground", label: "Playground", views: [] },
];

function Shell({ boot, children }: { boot: Boot; children: ReactNode }) {
  return (
    <div className="admin">
      <header className="admin-bar">
        <a className="admin-bar__brand" href="/admin">
          Locus <span>admin</span>
        </a>
        <nav aria-label="Admin">
          <ul className="admin-bar__nav">
            {NAV.map((item) => (
              <li key={item.href}>
                <a href={item.href} aria-current={item.views.includes(boot.view) ? "page" : undefined}>
                  {item.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <span className="admin-bar__who">{boot.admin}</span>
        {boot.signOut.method === "post" ? (
          <form method="post" action={boot.signOut.action} className="admin-bar__sign-out">
            <button type="submit" className="admin-button admin-button--small admin-button--quiet">
              Sign out
            </button>
          </form>
        ) : (
          <a className="admin-button admin-button--small admin-button--quiet" href={boot.signOut.action}>
            Sign out
          </a>
        )}
      </header>
      {children}
    </div>
  );
}

function PageLoader({ boot }: { boot: Boot }) {
  const id = boot.params.id ?? "";
  const [state, setState] = useState<{ loaded: LoadedPage; context: EditorContext } | { error: string } | null>(null);
  useEffect(() => {
    Promise.all([api<LoadedPage>(`/pages/${id}`), api<EditorContext>("/context")]).then(
      ([loaded, context]) => setState({ loaded, context }),
      (error: Error) => setState({ error: error.message }),
    );
  }, [id]);
  if (state === null) return <p className="admin-loading">Loading the page…</p>;
  if ("error" in state)
    return (
      <main className="admin-main">
        <p className="admin-alert admin-alert--error" role="alert">
          {state.error}
        </p>
        <p>
          <a href="/admin/editor">Back to the pages</a>
        </p>
      </main>
    );
  return <PageBuilder boot={boot} loaded={state.loaded} context={state.context} />;
}

/** The admin app: one view per admin page (the server chose it), in the admin's frame. */
export function AdminApp({ boot }: { boot: Boot }) {
  let view: ReactNode;
  switch (boot.view) {
    case "page":
      view = <PageLoader boot={boot} />;
      break;
    case "pages":
      view = <PageList />;
      break;
    case "redirects":
      view = <RedirectsList />;
      break;
    case "urls":
      view = <DeployedUrls />;
      break;
    case "settings":
      view = <AppSettings />;
      break;
    case "media":
      view = (
        <main className="admin-main">
          <h1>Media</h1>
          <MediaLibrary />
        </main>
      );
      break;
    case "leads":
      view = <LeadsInbox />;
      break;
    case "lead":
      view = <LeadPage id={boot.params.id ?? ""} />;
      break;
    default:
      view = <AdminHome boot={boot} />;
  }
  return <Shell boot={boot}>{view}</Shell>;
}
