import { useMemo } from "react";
import type { Catalogue } from "../../content/catalogue.ts";
import type { Page } from "../../content/page-schema.ts";
import type { SiteSettings } from "../../content/site-schema.ts";
import type { PageValue } from "./builder-state.ts";
import { Canvas } from "./canvas.tsx";
import { canvasContext, shellHtml } from "./render-block.tsx";

const HEADER_COLORS = { black: "dark", white: "light", grey: "grey" } as const;

export interface CanvasSetting {
  site: SiteSettings | null;
  catalogue: Catalogue | null;
  consoleUrl: string;
  siteUrl: string;
  /** The page's public path, as visitors will reach it. */
  path: string;
}

/** The canvas with the site's header and footer around it, in the page's language and header colour. */
export function BuilderCanvas(props: {
  page: PageValue;
  setting: CanvasSetting;
  selected: number | null;
  issueCounts: readonly number[];
  debug: boolean;
  previews: Readonly<Record<number, string>>;
  onSelect(index: number): void;
  onBlockChange(index: number, props: Record<string, unknown>): void;
}) {
  const { page, setting } = props;
  const { site, catalogue, path } = setting;
  const siteHost = new URL(setting.siteUrl).host;
  const language = (page.language ?? "en") as Page["language"];
  const context = useMemo(
    () => (site ? canvasContext({ language }, path, site, catalogue, siteHost) : null),
    [site, language, path, catalogue, siteHost],
  );
  const custom = page.customValues as { headerColorField?: keyof typeof HEADER_COLORS } | undefined;
  const headerColor = HEADER_COLORS[custom?.headerColorField ?? "white"];
  const shell = useMemo(
    () => (site ? shellHtml(site, path, setting.consoleUrl, siteHost, headerColor) : null),
    [site, path, setting.consoleUrl, siteHost, headerColor],
  );
  if (!site || !context)
    return (
      <p className="admin-alert admin-alert--error">
        The site settings are missing from KV: run <code>npm run kv:seed</code>.
      </p>
    );
  return (
    <Canvas
      blocks={page.blocks ?? []}
      selected={props.selected}
      onSelect={props.onSelect}
      issueCounts={props.issueCounts}
      context={context}
      site={site}
      catalogue={catalogue}
      shell={shell}
      fullscreen={page.display === "fullscreen"}
      debug={props.debug}
      previews={props.previews}
      onBlockChange={props.onBlockChange}
    />
  );
}
