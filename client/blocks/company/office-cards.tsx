import * as v from "valibot";
import { usePageContext } from "../../page-context.ts";
import { inline } from "../../rich-text/schema.ts";
import { anchorId } from "../../sections/anchor-id.ts";
import { BlockTitle } from "../../sections/block-title.tsx";
import { Heading, Section } from "../../sections/section.tsx";
import { defineBlock, repeater, requiredText, type PropsOf } from "../define-block.ts";
import { imageField } from "../fields/image.ts";
import { Img } from "../media/img.tsx";
import { OfficesMap, type OfficePoint } from "./offices-map.tsx";
import { officePicturePath } from "../../content/image-paths.ts";
import type { Language } from "../../content/languages.ts";
import { type Facts, officesInOrder } from "../../site/facts.ts";

const latitude = v.pipe(
  v.number("lat must be a number"),
  v.minValue(-90, "lat must be -90 to 90"),
  v.maxValue(90, "lat must be -90 to 90"),
);
const longitude = v.pipe(
  v.number("lng must be a number"),
  v.minValue(-180, "lng must be -180 to 180"),
  v.maxValue(180, "lng must be -180 to 180"),
);

/** docs/section-library.md: image, title, address1 to address5; and where it is, for the map. */
const office = v.strictObject({
  image: v.optional(imageField),
  title: requiredText("title"),
  address1: v.optional(v.string()),
  address2: v.optional(v.string()),
  address3: v.optional(v.string()),
  address4: v.optional(v.string()),
  address5: v.optional(v.string()),
  lat: v.optional(latitude),
  lng: v.optional(longitude),
});

const entries = {
  title: v.optional(v.string()),
  intro: v.optional(inline),
  /**
   * docs/section-library.md: office cards at most 50. Left empty, the block shows the offices
   * of the site settings' facts (client/site/facts.ts), in the page's language: the one list
   * every page and language reads.
   */
  offices: v.optional(repeater(office, 50, "office cards"), []),
  /** The offices map above the cards (offices with coordinates become its markers). */
  withMap: v.optional(v.boolean(), true),
};

type Office = v.InferOutput<typeof office>;
/** An office card as shown: a card of the block, or an office of the site settings with its team. */
type ShownOffice = Office & { team?: string };

function addressLines(item: Office): string[] {
  return [item.address1, item.address2, item.address3, item.address4, item.address5].filter((line): line is string =>
    Boolean(line?.trim()),
  );
}

/** The offices anchor as docs/section-library.md writes it, hyphens and all; the anchor rule makes it wgs_slw_offices_top. */
export const OFFICES_ANCHOR = "wgs-slw-offices-top";

const HEADQUARTERS: Record<Language, string> = { en: "headquarters", de: "Hauptsitz", fr: "siège" };

/** The site's offices as cards, headquarters first, with the team in each. */
function factOffices(facts: Facts, language: Language): ShownOffice[] {
  return officesInOrder(facts).map((item) => {
    const lines = [...item.address, item.country[language]];
    return {
      title: item.headquarters ? `${item.city[language]} (${HEADQUARTERS[language]})` : item.city[language],
      image: { src: officePicturePath(item.id), alt: "", decorative: true, width: 640, height: 400 },
      address1: lines[0],
      address2: lines[1],
      address3: lines[2],
      address4: lines[3],
      team: item.team[language],
      lat: item.lat,
      lng: item.lng,
    };
  });
}

function OfficeCards(props: PropsOf<typeof entries>) {
  const { title, intro, withMap } = props;
  const { mapTiles, facts, language } = usePageContext();
  const offices: ShownOffice[] = props.offices.length > 0 || !facts ? props.offices : factOffices(facts, language);
  // docs/section-library.md: links to #wgs-slw-offices-top reach the section too (an alias of its id).
  const alias = anchorId(props.anchorId ?? "") === anchorId(OFFICES_ANCHOR);
  const points: OfficePoint[] = offices.flatMap((item) =>
    item.lat !== undefined && item.lng !== undefined ? [{ label: item.title, lat: item.lat, lng: item.lng }] : [],
  );
  return (
    <Section common={props} className="offices">
      {alias ? <span id={OFFICES_ANCHOR} className="anchor-alias" /> : null}
      <div className="container">
        <BlockTitle title={title} intro={intro} introClassName="block-intro" />
        {withMap && points.length > 0 ? (
          <OfficesMap points={points} tiles={mapTiles} label={title ? `Map: ${title}` : "Map of our offices"} />
        ) : null}
        <ul className="offices__list">
          {offices.map((item) => (
            <li key={item.title} className="office-card">
              {item.image ? (
                <Img image={item.image} className="office-card__image" sizes="(min-width: 64rem) 360px, 100vw" />
              ) : null}
              <div className="office-card__body">
                <Heading level={2} className="office-card__title">
                  {item.title}
                </Heading>
                <address className="office-card__address">
                  {addressLines(item).map((line, i) => (
                    <span key={i}>{line}</span>
                  ))}
                </address>
                {item.team ? <p className="office-card__team">{item.team}</p> : null}
              </div>
            </li>
          ))}
        </ul>
      </div>
    </Section>
  );
}

export const officeCardsBlock = defineBlock({
  type: "officeCards",
  label: "Office cards",
  description: "Up to 50 offices with a picture and address, and a map of them.",
  group: "Company",
  entries,
  Component: OfficeCards,
  sample: {
    title: "Our offices",
    offices: [
      {
        title: "Lyon (headquarters)",
        image: { src: "/images/offices/lyon.svg", alt: "", decorative: true, width: 640, height: 400 },
        address1: "14 quai Fulchiron",
        address2: "69005 Lyon",
        address3: "France",
        lat: 45.7592,
        lng: 4.8262,
      },
      {
        title: "Berlin",
        image: { src: "/images/offices/berlin.svg", alt: "", decorative: true, width: 640, height: 400 },
        address1: "Schlesische Straße 26",
        address2: "10997 Berlin",
        address3: "Germany",
        lat: 52.4969,
        lng: 13.4493,
      },
    ],
  },
});
