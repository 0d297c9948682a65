/** Whether the visitor asked for less motion (no autoplay, no animated scrolling or fading). */
export function prefersReducedMotion(): boolean {
  return typeof matchMedia === "function" && matchMedia("(prefers-reduced-motion: reduce)").matches;
}
