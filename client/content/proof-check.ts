import type { Page } from "./page-schema.ts";
import { pathOf } from "./page-path.ts";

/**
 * Proof a buyer can check (docs/images.md): on a published page, every customer logo leads
 * to that customer's published story, and every testimonial card names the story its words
 * come from. A logo or a quote that leads nowhere reads as made up. Pure: the build reports
 * the messages with its other problems.
 */
export function proofProblems(pages: readonly { file: string; page: Page }[]): string[] {
  const stories = new Set(
    pages
      .filter(({ page }) => page.status === "PUBLISHED" && page.type === "pageStory")
      .map(({ page }) => pathOf(page)),
  );
  const problems: string[] = [];
  for (const { file, page } of pages) {
    if (page.status !== "PUBLISHED") continue;
    page.blocks.forEach((block, i) => {
      if (block.type === "logos")
        block.props.logos.forEach((logo, j) => {
          if (!logo.href || !stories.has(logo.href))
            problems.push(
              `${file}: blocks[${i}].props.logos[${j}]: the logo of ${logo.image.alt || "a customer"} has no story (href must be a published customer story)`,
            );
        });
      if (block.type === "testimonialCards")
        block.props.cards.forEach((card, j) => {
          if (!card.story || !stories.has(card.story))
            problems.push(
              `${file}: blocks[${i}].props.cards[${j}]: the words of ${card.authorName} have no story (story must be a published customer story)`,
            );
        });
    });
  }
  return problems;
}
