/** Whether the visitor asked for less motion (no autoplay, no animated scrolling or fading). */
export function prefersReducedMotion(): boolean {
  return typeof matchMedia === "function" && matchMedia("(prefers-reduced-motion: reduce)").matches;
}

/** Calls `callback` once `element` is within `margin` of the viewport; returns a cancel function. */
export function whenNearView(element: Element, callback: () => void, margin = "200px"): () => void {
  if (typeof IntersectionObserver !== "function") {
    callback();
    return () => {};
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        observer.disconnect();
        callback();
      }
    },
    { rootMargin: margin },
  );
  observer.observe(element);
  return () => observer.disconnect();
}
