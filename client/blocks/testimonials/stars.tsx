import * as v from "valibot";
import { usePageContext } from "../../page-context.ts";
import { testimonialWords } from "./testimonial-words.ts";

/** docs/section-library.md: a rating of 0 to 5 stars, 5 by default. */
export const starsField = v.optional(
  v.pipe(
    v.number("stars must be a number"),
    v.integer("stars must be a whole number"),
    v.minValue(0, "stars must be 0 to 5"),
    v.maxValue(5, "stars must be 0 to 5"),
  ),
  5,
);

/** Five stars, `count` of them filled; read as "Rated n out of 5", in the page's language. */
export function Stars({ count }: { count: number }) {
  const { language } = usePageContext();
  return (
    <span className="stars" role="img" aria-label={testimonialWords(language).rated(count)}>
      {[1, 2, 3, 4, 5].map((n) => (
        <svg
          key={n}
          className={n <= count ? "star star--on" : "star"}
          viewBox="0 0 24 24"
          aria-hidden="true"
          focusable="false"
        >
          <path d="M12 3.2l2.7 5.6 6.1.8-4.5 4.2 1.1 6.1L12 17l-5.4 2.9 1.1-6.1-4.5-4.2 6.1-.8z" />
        </svg>
      ))}
    </span>
  );
}
