/**
 * Scrolling a carousel's track to a slide. Snapping is switched off while the track is
 * animated (it would fight the animation) and back on after.
 */

/** The horizontal distance from the track's start edge to a slide's (negative: before it). */
export function offsetOf(track: HTMLElement, slide: HTMLElement, rtl: boolean): number {
  const outer = track.getBoundingClientRect();
  const inner = slide.getBoundingClientRect();
  return rtl ? inner.right - outer.right : inner.left - outer.left;
}

const animations = new WeakMap<HTMLElement, number>();

const easeInOut = (p: number) => (p < 0.5 ? 2 * p * p : 1 - (-2 * p + 2) ** 2 / 2);

/** Scrolls the track by `delta` pixels over `durationMs` (at once when 0); resolves when done. */
export function scrollTrack(track: HTMLElement, delta: number, durationMs: number): Promise<void> {
  cancelAnimationFrame(animations.get(track) ?? 0);
  if (durationMs <= 0 || Math.abs(delta) < 1) {
    track.style.scrollSnapType = "none";
    track.scrollLeft += delta;
    track.style.scrollSnapType = "";
    return Promise.resolve();
  }
  const start = track.scrollLeft;
  const startedAt = performance.now();
  track.style.scrollSnapType = "none";
  return new Promise((resolve) => {
    const step = (now: number) => {
      const progress = Math.min(1, (now - startedAt) / durationMs);
      track.scrollLeft = start + delta * easeInOut(progress);
      if (progress < 1) {
        animations.set(track, requestAnimationFrame(step));
      } else {
        track.style.scrollSnapType = "";
        animations.delete(track);
        resolve();
      }
    };
    animations.set(track, requestAnimationFrame(step));
  });
}

/** The slide whose start edge is nearest the track's: the one the visitor has scrolled to. */
export function nearestSlide(track: HTMLElement, slides: readonly HTMLElement[], rtl: boolean): number {
  let best = 0;
  let bestDistance = Number.POSITIVE_INFINITY;
  slides.forEach((slide, i) => {
    const distance = Math.abs(offsetOf(track, slide, rtl));
    if (distance < bestDistance) {
      best = i;
      bestDistance = distance;
    }
  });
  return best;
}

/** Calls `callback` when a scroll of the track has settled (scrollend, or a quiet 150 ms). */
export function onScrollSettled(track: HTMLElement, callback: () => void): void {
  if ("onscrollend" in window) {
    track.addEventListener("scrollend", callback);
    return;
  }
  let timer: ReturnType<typeof setTimeout> | undefined;
  track.addEventListener("scroll", () => {
    clearTimeout(timer);
    timer = setTimeout(callback, 150);
  });
}
