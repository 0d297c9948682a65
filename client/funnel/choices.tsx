import type { IconName } from "../icons/icon-names.ts";
import { Icon } from "../icons/icon.tsx";
import type { UseCaseKey } from "../forms/options.ts";

export interface ChoiceCard {
  id: string;
  icon: IconName;
  title: string;
  text: string;
  /** A link to another site, opened in a new tab, instead of a step. */
  href?: string;
  /** Said to screen readers after the title of a link that opens a new tab. */
  newTab?: string;
}

/** The boxes of a choice screen (contact choices, sign-up choices): buttons, or a link out. */
export function ChoiceCards({ cards, onChoose }: { cards: readonly ChoiceCard[]; onChoose(id: string): void }) {
  return (
    <ul className="funnel-choices">
      {cards.map((card) => {
        const body = (
          <>
            <Icon name={card.icon} className="funnel-choice__icon" />
            <span className="funnel-choice__title">
              {card.title}
              {card.href ? <span className="visually-hidden"> ({card.newTab})</span> : null}
            </span>
            <span className="funnel-choice__text">{card.text}</span>
            <svg className="funnel-choice__arrow" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d={card.href ? "M9 6h9v9 M18 6L7 17" : "M5 12h14 M13 6l6 6-6 6"} />
            </svg>
          </>
        );
        return (
          <li key={card.id}>
            {card.href ? (
              <a
                className="funnel-choice"
                href={card.href}
                target="_blank"
                rel="noopener"
                data-choice={card.id}
                onClick={() => onChoose(card.id)}
              >
                {body}
              </a>
            ) : (
              <button type="button" className="funnel-choice" data-choice={card.id} onClick={() => onChoose(card.id)}>
                {body}
              </button>
            )}
          </li>
        );
      })}
    </ul>
  );
}

const USE_CASE_ICONS: Record<UseCaseKey, IconName> = {
  storelocator: "store",
  productlocator: "layers",
  autocomplete: "search",
  checkout: "cart",
  fleet: "truck",
  geocoding: "pin",
  geofencing: "shield",
  indoor: "building",
  dataset: "chart",
  ai: "bolt",
  other: "compass",
};

/**
 * The use-case tiles: toggle buttons (aria-pressed). `order` is null until the browser has
 * shuffled them (docs/leads.md); the server's canonical order is shown faded until then.
 */
export function UseCaseTiles(props: {
  order: readonly UseCaseKey[] | null;
  canonical: readonly UseCaseKey[];
  labels: Readonly<Record<UseCaseKey, string>>;
  selected: readonly UseCaseKey[];
  onToggle(key: UseCaseKey): void;
  label: string;
}) {
  return (
    <ul className="funnel-tiles" aria-label={props.label} data-ready={props.order ? "true" : "false"}>
      {(props.order ?? props.canonical).map((key) => {
        const pressed = props.selected.includes(key);
        return (
          <li key={key}>
            <button
              type="button"
              className="funnel-tile"
              aria-pressed={pressed}
              data-use-case={key}
              onClick={() => props.onToggle(key)}
            >
              <Icon name={USE_CASE_ICONS[key]} className="funnel-tile__icon" />
              <span className="funnel-tile__label">{props.labels[key]}</span>
              <svg className="funnel-tile__check" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path d="M5 12.5l4.5 4.5L19 7.5" />
              </svg>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
