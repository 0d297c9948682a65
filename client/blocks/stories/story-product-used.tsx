import * as v from "valibot";
import { ICON_NAMES } from "../../icons/icon-names.ts";
import { Icon } from "../../icons/icon.tsx";
import { isEditing, usePageContext } from "../../page-context.ts";
import { Heading, Section } from "../../sections/section.tsx";
import { defineBlock, repeater, requiredText, type PropsOf } from "../define-block.ts";

/** docs/section-library.md: title, icon, productDemoLink, targetBlankLink; up to 10 (docs/section-library.md). */
const productUsed = v.strictObject({
  title: requiredText("title"),
  icon: v.picklist(ICON_NAMES, `icon must be one of ${ICON_NAMES.join(", ")}`),
  productDemoLink: v.optional(v.string()),
  /** Open the link in a new tab. */
  targetBlankLink: v.optional(v.boolean(), false),
  description: v.optional(v.string()),
});

const entries = {
  title: v.optional(v.string(), "Products used"),
  products: repeater(productUsed, 10, "products"),
};

function StoryProductUsed(props: PropsOf<typeof entries>) {
  const { title, products } = props;
  const editing = isEditing(usePageContext());
  // docs/section-library.md: targetBlankLink opens the product's page in a new tab.
  return (
    <Section common={props} className="story-products">
      <div className="container">
        <Heading level={1} className="story-products__title">
          {title}
        </Heading>
        <ul className="story-products__list">
          {products.map((product) => {
            const body = (
              <>
                <Icon name={product.icon} className="story-products__icon" />
                <span className="story-products__name">{product.title}</span>
                {product.description ? (
                  <span className="story-products__description">{product.description}</span>
                ) : null}
              </>
            );
            const newTab = product.targetBlankLink ? { target: "_blank", rel: "noopener noreferrer" } : {};
            return (
              <li key={product.title}>
                {product.productDemoLink ? (
                  <a
                    className="story-products__item"
                    {...(editing ? { "aria-disabled": true } : { href: product.productDemoLink, ...newTab })}
                  >
                    {body}
                  </a>
                ) : (
                  <span className="story-products__item">{body}</span>
                )}
              </li>
            );
          })}
        </ul>
      </div>
    </Section>
  );
}

export const storyProductUsedBlock = defineBlock({
  type: "storyProductUsed",
  label: "Story product used",
  description: "The products a customer used (up to 10), each with an icon and a link to its demo.",
  group: "Stories and industries",
  entries,
  Component: StoryProductUsed,
  sample: {
    products: [
      {
        title: "Localities",
        icon: "search",
        productDemoLink: "/products/localities",
        description: "Address autocomplete in the booking form",
      },
      { title: "Maps", icon: "map", productDemoLink: "/products/map", description: "The store locator's map" },
      {
        title: "Geolocation",
        icon: "compass",
        productDemoLink: "/products/geolocation",
        description: "The nearest pharmacy first",
      },
    ],
  },
});
