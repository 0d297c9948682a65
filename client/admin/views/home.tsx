import type { Boot } from "../boot.ts";

const CARDS = [
  {
    href: "/admin/editor",
    title: "Pages",
    text: "Every page of the site: create one, edit it block by block, preview and publish.",
  },
  {
    href: "/admin/editor/redirects",
    title: "Redirects",
    text: "Old addresses and where they lead, checked like redirects.csv; export the table as CSV.",
  },
  {
    href: "/admin/editor/urls",
    title: "Deployed URLs",
    text: "Every address the site answers with a page, by type and language.",
  },
  {
    href: "/admin/app-settings",
    title: "App settings",
    text: "The top banner, header menus and calls to action, footer links and consent services.",
  },
  { href: "/admin/media", title: "Media", text: "Upload images and pick them in any block's image field." },
  {
    href: "/admin/leads",
    title: "Leads",
    text: "Every contact, survey and sign-up lead with its delivery history: re-send, mark handled, erase, export CSV.",
  },
  {
    href: "/admin/playground",
    title: "Block playground",
    text: "Every block of the section library with its sample, on each background.",
  },
];

/**
 * Where published changes are seen: the site's configured address (SITE_URL), and a word when
 * this admin is open at another one (a local server on another port, a preview host).
 */
function SiteAddress({ siteUrl }: { siteUrl: string }) {
  const site = new URL(siteUrl);
  const elsewhere = location.origin !== site.origin;
  return (
    <>
      Changes you publish go live within a few seconds on the site&apos;s address, <a href={site.href}>{site.host}</a> (
      <code>SITE_URL</code>).
      {elsewhere ? (
        <>
          {" "}
          This admin is open at {location.host}: links, the sitemap and canonical addresses name {site.host} until{" "}
          <code>SITE_URL</code> says otherwise (docs/configuration.md).
        </>
      ) : null}
    </>
  );
}

/** /admin: where to go. */
export function AdminHome({ boot }: { boot: Boot }) {
  return (
    <main className="admin-main">
      <h1>Admin</h1>
      <p className="panel__note">
        Signed in as {boot.admin}. <SiteAddress siteUrl={boot.siteUrl} />
      </p>
      <ul className="admin-cards">
        {CARDS.map((card) => (
          <li key={card.href}>
            <a className="admin-card" href={card.href}>
              <strong>{card.title}</strong>
              <span>{card.text}</span>
            </a>
          </li>
        ))}
      </ul>
    </main>
  );
}
