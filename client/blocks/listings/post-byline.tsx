import type { Page } from "../../content/page-schema.ts";
import { formatDate } from "./dates.ts";

/**
 * Under the first block of a blog or news post: who wrote it and when it was published.
 * Nothing for other page types or a post with neither.
 */
export function PostByline({ page }: { page: Page }) {
  if (page.type !== "blog" && page.type !== "news") return null;
  const { author, publishedAt } = page;
  if (!author && !publishedAt) return null;
  return (
    <div className="post-byline">
      <p className="container container--narrow post-byline__text">
        {author ? (
          <span className="post-byline__author">
            By <strong>{author.name}</strong>
            {author.role ? `, ${author.role}` : null}
          </span>
        ) : null}
        {publishedAt ? (
          <time className="post-byline__date" dateTime={publishedAt}>
            {formatDate(publishedAt, page.language)}
          </time>
        ) : null}
      </p>
    </div>
  );
}
