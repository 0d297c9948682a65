import * as v from "valibot";
import { Heading, Section } from "../../sections/section.tsx";
import { defineBlock, type PropsOf } from "../define-block.ts";
import { embedHeightField } from "./embed-sizes.ts";
import type { CommonProps } from "../../sections/common-props.ts";
import { ConsentEmbed, type ConsentEmbedProps } from "../../consent/consent-embed.tsx";

/**
 * A code example's section: an optional title over its embed. The provider's address comes
 * from the service's settings (`services.codeSandbox` / `services.fiddle` in site.json), and
 * the frame loads only with the visitor's consent (client/consent/consent-embed.tsx).
 */
function CodeEmbedSection({ common, title, embed }: { common: CommonProps; title?: string; embed: ConsentEmbedProps }) {
  return (
    <Section common={common} className="code-embed">
      <div className="container">
        {title ? <Heading level={1}>{title}</Heading> : null}
        <ConsentEmbed {...embed} />
      </div>
    </Section>
  );
}

/** docs/section-library.md: codesandboxId and height (600 by default, docs/section-library.md). */
const sandboxEntries = {
  title: v.optional(v.string()),
  codesandboxId: v.pipe(
    v.string("codesandboxId must be text"),
    v.regex(/^[A-Za-z0-9-]{3,64}$/, "codesandboxId must be the id of a sandbox: letters, digits and -"),
  ),
  /** What the sandbox shows, the frame's accessible name. */
  sandboxTitle: v.optional(v.string(), "Code example"),
  height: embedHeightField("height", 600),
};

function CodeSandbox(props: PropsOf<typeof sandboxEntries>) {
  const { title, codesandboxId, sandboxTitle, height } = props;
  return (
    <CodeEmbedSection
      common={props}
      title={title}
      embed={{ service: "codeSandbox", id: codesandboxId, title: sandboxTitle, shape: "fixed", height }}
    />
  );
}

export const codeSandboxBlock = defineBlock({
  type: "codeSandbox",
  label: "Code sandbox",
  description: "A CodeSandbox project in a frame (600 px high by default), loaded with the visitor's consent.",
  group: "Media and embeds",
  entries: sandboxEntries,
  Component: CodeSandbox,
  sample: {
    title: "Autocomplete in React",
    codesandboxId: "locus-autocomplete-react-4k2m9",
    sandboxTitle: "A React address form using Locus autocomplete",
  },
});

/** A fiddle embed, loaded by id (docs/section-library.md), 600 px high by default (docs/section-library.md). */
const fiddleEntries = {
  title: v.optional(v.string()),
  fiddleId: v.pipe(
    v.string("fiddleId must be text"),
    v.regex(/^[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+){0,2}$/, "fiddleId must be the id of a fiddle, e.g. locus/k3v8p2xz"),
  ),
  fiddleTitle: v.optional(v.string(), "Code example"),
  height: embedHeightField("height", 600),
};

function Fiddle(props: PropsOf<typeof fiddleEntries>) {
  const { title, fiddleId, fiddleTitle, height } = props;
  return (
    <CodeEmbedSection
      common={props}
      title={title}
      embed={{ service: "fiddle", id: fiddleId, title: fiddleTitle, shape: "fixed", height }}
    />
  );
}

export const fiddleBlock = defineBlock({
  type: "fiddle",
  label: "Fiddle",
  description: "A JSFiddle by id in a frame (600 px high by default), loaded with the visitor's consent.",
  group: "Media and embeds",
  entries: fiddleEntries,
  Component: Fiddle,
  sample: {
    title: "Show a map in plain JavaScript",
    fiddleId: "locus/k3v8p2xz",
    fiddleTitle: "A map with three store markers in plain JavaScript",
  },
});
