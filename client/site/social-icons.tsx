import type { SiteSettings } from "../content/site-schema.ts";

type SocialIcon = SiteSettings["footer"]["social"][number]["icon"];

/**
 * The social networks' marks, drawn for this site as simple 24 × 24 glyphs (filled with the
 * link's colour): recognisable at footer size, decorative (the link carries its own label).
 */
const GLYPHS: Record<SocialIcon, string> = {
  linkedin:
    "M4 3h16a1 1 0 0 1 1 1v16a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1Zm2.2 7.3V18h2.6v-7.7H6.2Zm1.3-4.1a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3Zm3.4 4.1V18h2.6v-4.1c0-1.2.5-1.9 1.5-1.9s1.4.7 1.4 1.9V18H19v-4.7c0-2.3-1.2-3.2-2.9-3.2-1.2 0-2 .6-2.5 1.3v-1.1h-2.7Z",
  github:
    "M12 2.5a9.5 9.5 0 0 0-3 18.5c.5.1.7-.2.7-.5v-1.7c-2.7.6-3.3-1.2-3.3-1.2-.4-1.1-1.1-1.4-1.1-1.4-.9-.6.1-.6.1-.6 1 .1 1.5 1 1.5 1 .9 1.5 2.3 1.1 2.9.8.1-.6.3-1.1.6-1.3-2.2-.2-4.4-1.1-4.4-4.8 0-1.1.4-1.9 1-2.6-.1-.3-.4-1.2.1-2.6 0 0 .8-.3 2.6 1a9 9 0 0 1 4.8 0c1.8-1.3 2.6-1 2.6-1 .5 1.4.2 2.3.1 2.6.6.7 1 1.5 1 2.6 0 3.7-2.2 4.5-4.4 4.8.4.3.7.9.7 1.8v2.6c0 .3.2.6.7.5A9.5 9.5 0 0 0 12 2.5Z",
  youtube:
    "M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.3 5 12 5 12 5s-6.3 0-7.8.4a2.5 2.5 0 0 0-1.8 1.8C2 8.7 2 12 2 12s0 3.3.4 4.8a2.5 2.5 0 0 0 1.8 1.8C5.7 19 12 19 12 19s6.3 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8c.4-1.5.4-4.8.4-4.8s0-3.3-.4-4.8ZM10 15.1V8.9l5.2 3.1-5.2 3.1Z",
  x: "M4 3.5h4.6l4 5.6 4.8-5.6h2l-5.9 6.9L20.4 20.5h-4.6l-4.3-6-5.2 6h-2l6.3-7.3L4 3.5Zm2.9 1.4 9.7 14.2h1.9L8.8 4.9H6.9Z",
  facebook:
    "M13.5 21v-7.3h2.5l.4-2.9h-2.9V9c0-.8.3-1.4 1.5-1.4h1.5V5.1c-.3 0-1.2-.1-2.2-.1-2.2 0-3.7 1.3-3.7 3.8v2H8.1v2.9h2.5V21a9 9 0 1 1 2.9 0Z",
  instagram:
    "M8 3h8a5 5 0 0 1 5 5v8a5 5 0 0 1-5 5H8a5 5 0 0 1-5-5V8a5 5 0 0 1 5-5Zm0 2a3 3 0 0 0-3 3v8a3 3 0 0 0 3 3h8a3 3 0 0 0 3-3V8a3 3 0 0 0-3-3H8Zm4 3.5a3.5 3.5 0 1 1 0 7 3.5 3.5 0 0 1 0-7Zm0 2a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3Zm4.8-3.6a1.1 1.1 0 1 1 0 2.2 1.1 1.1 0 0 1 0-2.2Z",
};

export function SocialIconSvg({ icon }: { icon: SocialIcon }) {
  return (
    <svg className="social-link__icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path d={GLYPHS[icon]} fillRule="evenodd" />
    </svg>
  );
}
