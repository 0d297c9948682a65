/**
 * Calls `callback` once `element` is within `margin` of the viewport (at once where there is
 * no IntersectionObserver); returns a cancel function. Maps use it to fetch their module
 * only when they are about to be seen. Plain DOM: the site script uses it too, without React.
 */
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
