import * as v from "valibot";
import { usePageLink } from "../../rich-text/page-link.ts";
import { inline } from "../../rich-text/schema.ts";
import { BlockTitle } from "../../sections/block-title.tsx";
import { Section } from "../../sections/section.tsx";
import { defineBlock, repeater, type PropsOf } from "../define-block.ts";
import { imageField } from "../fields/image.ts";
import { Img } from "../media/img.tsx";

/** docs/section-library.md: logo sizes. */
export const LOGO_SIZES = ["small", "medium", "large", "larger"] as const;

const logo = v.strictObject({
  /** The logo; its alt is the company's name. */
  image: imageField,
  /** Where the logo leads, e.g. the customer's story. */
  href: v.optional(v.string()),
});

const entries = {
  title: v.optional(v.string()),
  intro: v.optional(inline),
  logoSize: v.optional(v.picklist(LOGO_SIZES, `logoSize must be one of ${LOGO_SIZES.join(", ")}`), "medium"),
  /** docs/section-library.md: logos 0 to 50. */
  logos: repeater(logo, 50, "logos"),
};

function Logos(props: PropsOf<typeof entries>) {
  const { title, intro, logoSize, logos } = props;
  const link = usePageLink();
  return (
    <Section common={props} className="logos">
      <div className="container">
        <BlockTitle title={title} intro={intro} introClassName="block-intro" />
        <ul className={`logos__list logos__list--${logoSize}`}>
          {logos.map((item, i) => (
            <li key={i} className="logos__item">
              {item.href ? (
                <a {...link(item.href)} className="logos__link">
                  <Img image={item.image} className="logos__image" />
                </a>
              ) : (
                <Img image={item.image} className="logos__image" />
              )}
            </li>
          ))}
        </ul>
      </div>
    </Section>
  );
}

export const logosBlock = defineBlock({
  type: "logos",
  label: "Logos",
  description:
    "Up to 50 customer wordmarks in one of four sizes; on a published page each must link to its customer's story.",
  group: "Articles and cards",
  entries,
  Component: Logos,
  sample: {
    title: "Teams that run on Locus",
    logoSize: "small",
    logos: [
      {
        image: { src: "/images/customers/kyma-ferries.svg", alt: "Kyma Ferries", width: 348, height: 56 },
        href: "/clients/kyma-ferries",
      },
      {
        image: { src: "/images/customers/kuusi-pay.svg", alt: "Kuusi Pay", width: 252, height: 56 },
        href: "/clients/kuusi-pay-fraud-signals",
      },
      {
        image: { src: "/images/customers/palletra.svg", alt: "Palletra", width: 215, height: 56 },
        href: "/clients/palletra-pallet-network",
      },
    ],
  },
});
