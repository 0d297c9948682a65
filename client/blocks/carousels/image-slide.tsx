import { usePageContext } from "../../page-context.ts";
import { linkAttributes } from "../../rich-text/links.ts";
import { Img } from "../media/img.tsx";
import type { CarouselImageValue } from "./carousel-image.ts";

/** One image slide: the picture (linked when it has an address) and its caption. */
export function ImageSlide({ slide, sizes }: { slide: CarouselImageValue; sizes: string }) {
  const { siteHost } = usePageContext();
  const picture = <Img image={slide.image} className="carousel__image" sizes={sizes} />;
  return (
    <figure className="carousel__figure">
      {slide.href ? <a {...linkAttributes(slide.href, siteHost)}>{picture}</a> : picture}
      {slide.caption ? <figcaption className="carousel__caption">{slide.caption}</figcaption> : null}
    </figure>
  );
}
