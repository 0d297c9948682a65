import type { Block } from "../../client/blocks/registry.ts";
import { richTextToPlain } from "../../client/rich-text/plain.ts";

const CONTEXT = "https://schema.org";

export interface Crumb {
  name: string;
  url: string;
}

/** schema.org BreadcrumbList for Home, the section page and the current page. */
export function breadcrumbList(crumbs: Crumb[]): object {
  return {
    "@context": CONTEXT,
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: crumb.name,
      item: crumb.url,
    })),
  };
}

/** schema.org FAQPage from the accordion items of a page, or null when it has none. */
export function faqPage(blocks: Block[]): object | null {
  const questions = blocks.flatMap((block) =>
    block.type === "accordion"
      ? block.props.items.map((item) => ({
          "@type": "Question",
          name: item.title,
          acceptedAnswer: { "@type": "Answer", text: richTextToPlain(item.content) },
        }))
      : [],
  );
  return questions.length > 0 ? { "@context": CONTEXT, "@type": "FAQPage", mainEntity: questions } : null;
}
