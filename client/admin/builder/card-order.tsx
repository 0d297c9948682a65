import type { Catalogue } from "../../content/catalogue.ts";
import { cardMoves, cardSequence, moveCard } from "./card-order-rules.ts";

const TYPE_NAMES: Record<string, string> = { blog: "blog posts", news: "news", pageStory: "customer stories" };

/**
 * The ordering controls of a layout page's cardsOrder block (docs/editor.md): the cards
 * of its type in the order visitors get them, each movable one place earlier or later.
 */
export function CardOrder({
  block,
  catalogue,
  onChange,
}: {
  block: { props: Record<string, unknown> };
  catalogue: Catalogue | null;
  onChange(props: Record<string, unknown>): void;
}) {
  const type = String(block.props.pageType ?? "");
  const order = Array.isArray(block.props.order) ? (block.props.order as string[]) : [];
  const listing = catalogue?.listings[type as keyof Catalogue["listings"]];
  const cards = listing?.cards.en ?? [];
  const bySlug = new Map(cards.map((card) => [card.slug, card]));
  // The catalogue lists cards in the published order; newest first for those not ordered.
  const newestFirst = [...cards]
    .sort((a, b) => (b.publishedAt ?? "").localeCompare(a.publishedAt ?? ""))
    .map((card) => card.slug);
  const sequence = cardSequence(order, newestFirst);
  return (
    <section className="card-order" aria-label={`Order of the ${TYPE_NAMES[type] ?? type} cards`}>
      <h2 className="card-order__title">Order of the {TYPE_NAMES[type] ?? type} cards</h2>
      <p className="card-order__hint">
        Visitors see the cards in this order (cards not moved follow, newest first). Publish this page to apply it.
      </p>
      <ol className="card-order__list">
        {sequence.map((slug, i) => {
          const moves = cardMoves(i, sequence.length);
          const card = bySlug.get(slug);
          return (
            <li key={slug} className="card-order__item">
              <span className="card-order__name">
                <strong>{card?.title ?? slug}</strong>{" "}
                <span className="card-order__date">{card?.publishedAt ?? ""}</span>
              </span>
              <span className="card-order__moves" data-canvas-control>
                {moves.earlier ? (
                  <button
                    type="button"
                    className="admin-button admin-button--small"
                    aria-label={`Move “${card?.title ?? slug}” earlier`}
                    onClick={() => onChange({ ...block.props, order: moveCard(sequence, i, -1) })}
                  >
                    Earlier
                  </button>
                ) : null}
                {moves.later ? (
                  <button
                    type="button"
                    className="admin-button admin-button--small"
                    aria-label={`Move “${card?.title ?? slug}” later`}
                    onClick={() => onChange({ ...block.props, order: moveCard(sequence, i, 1) })}
                  >
                    Later
                  </button>
                ) : null}
              </span>
            </li>
          );
        })}
      </ol>
      {sequence.length === 0 ? <p>No published {TYPE_NAMES[type] ?? type} yet.</p> : null}
    </section>
  );
}
