import { usePageLink } from "../../rich-text/page-link.ts";
import { Img } from "../media/img.tsx";
import type { CarouselImageValue } from "./carousel-image.ts";

/** One image slide: the picture (linked when it has an address) and its caption. */
export function ImageSlide({ slide, sizes }: { slide: CarouselImageValue; sizes: string }) {
  const link = usePageLink();
  const picture = <Img image={slide.image} className="carousel__image" sizes={sizes} />;
  return (
    <figure className="carousel__figure">
      {slide.href ? <a {...link(slide.href)}>{picture}</a> : picture}
      {slide.caption ? <figcaption className="carousel__caption">{slide.caption}</figcaption> : null}
    </figure>
  );
}
