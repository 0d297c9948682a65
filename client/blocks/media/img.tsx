import { useSectionPosition } from "../../sections/section.tsx";
import type { ImageValue } from "../fields/image.ts";

/**
 * A block's image: intrinsic width and height on the element (the browser keeps its room,
 * so nothing moves when it arrives), lazy below the first section and eager, high priority
 * in it (the first section is what a visitor sees first).
 */
export function Img({ image, className, sizes }: { image: ImageValue; className?: string; sizes?: string }) {
  const { first } = useSectionPosition();
  return (
    <img
      className={className}
      src={image.src}
      alt={image.decorative ? "" : image.alt}
      width={image.width}
      height={image.height}
      sizes={sizes}
      loading={first ? undefined : "lazy"}
      fetchPriority={first ? "high" : undefined}
      decoding="async"
    />
  );
}
