import { offsetOf, nearestSlide, onScrollSettled, scrollTrack } from "./carousel-scroll.ts";
import { setUpTabs } from "./carousel-tabs.ts";
import { prefersReducedMotion } from "./motion.ts";

/**
 * Runs the carousels the server rendered (client/blocks/carousels/): the track already
 * scrolls and snaps by itself; this adds what the settings ask for (data attributes):
 * autoplay every `data-speed` ms, infinite wrapping, fading or sliding over
 * `data-transition` ms, several slides shown and scrolled, pause on hover, buttons, dots,
 * and the sections carousel's tabs. Autoplay stops while the pointer (with pause on hover)
 * or keyboard focus is in the carousel, while it is off screen or the tab is hidden, when
 * the visitor presses Pause, and never starts when they prefer reduced motion.
 */

const int = (value: string | undefined, fallback: number) => {
  const number = Number(value);
  return Number.isFinite(number) && number > 0 ? Math.floor(number) : fallback;
};

function setUp(root: HTMLElement): void {
  const track = root.querySelector<HTMLElement>(".carousel__track");
  if (!track) return;
  const slides = Array.from(track.children) as HTMLElement[];
  if (slides.length === 0) return;
  const data = root.dataset;
  const show = int(data.show, 1);
  const step = int(data.scroll, 1);
  const speed = int(data.speed, 2000);
  const transition = int(data.transition, 1200);
  const infinite = data.infinite !== undefined;
  const fade = data.fade !== undefined;
  const rtl = track.dir === "rtl";
  const last = Math.max(0, slides.length - show);
  root.style.setProperty("--carousel-transition", `${transition}ms`);

  const controls = root.querySelector<HTMLElement>("[data-carousel-controls]");
  const prev = root.querySelector<HTMLButtonElement>("[data-carousel-prev]");
  const next = root.querySelector<HTMLButtonElement>("[data-carousel-next]");
  const pause = root.querySelector<HTMLButtonElement>("[data-carousel-pause]");
  const dots = Array.from(root.querySelectorAll<HTMLButtonElement>("[data-carousel-dot]"));
  const autoplay = data.autoplay !== undefined && !prefersReducedMotion();
  if (pause && !autoplay) pause.hidden = true;
  if (controls && (prev || dots.length > 0 || (pause && autoplay))) controls.hidden = false;

  let index = 0;
  let moving = false;
  const tabs = setUpTabs(root, slides, (i) => goTo(i));

  function update(): void {
    for (const [i, dot] of dots.entries()) dot.setAttribute("aria-current", String(i === index));
    if (prev) prev.disabled = !infinite && index === 0;
    if (next) next.disabled = !infinite && index >= last;
    tabs?.select(index);
    root.dataset.index = String(index);
  }

  async function goTo(target: number): Promise<void> {
    index = Math.max(0, Math.min(target, last));
    update();
    moving = true;
    const slide = slides[index] as HTMLElement;
    const delta = offsetOf(track as HTMLElement, slide, rtl);
    if (fade) {
      await scrollTrack(track as HTMLElement, delta, 0);
      slide.classList.remove("carousel__slide--arriving");
      void slide.offsetWidth; // restart the fade animation
      slide.classList.add("carousel__slide--arriving");
    } else {
      await scrollTrack(track as HTMLElement, delta, prefersReducedMotion() ? 0 : transition);
    }
    moving = false;
    schedule();
  }

  const forward = () => void goTo(index >= last ? (infinite ? 0 : last) : Math.min(index + step, last));
  const backward = () => void goTo(index <= 0 ? (infinite ? last : 0) : Math.max(index - step, 0));

  // Autoplay, and what holds it.
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pressedPause = false;
  let hovered = false;
  let focused = false;
  let visible = true;
  function schedule(): void {
    clearTimeout(timer);
    if (!autoplay || pressedPause || hovered || focused || !visible || document.hidden) return;
    timer = setTimeout(forward, speed);
  }

  prev?.addEventListener("click", backward);
  next?.addEventListener("click", forward);
  for (const [i, dot] of dots.entries()) dot.addEventListener("click", () => void goTo(i));
  pause?.addEventListener("click", () => {
    pressedPause = !pressedPause;
    pause.setAttribute("aria-pressed", String(pressedPause));
    pause.setAttribute("aria-label", pressedPause ? "Play the slides" : "Pause the slides");
    schedule();
  });
  if (data.pauseOnHover !== undefined) {
    root.addEventListener("pointerenter", () => {
      hovered = true;
      schedule();
    });
    root.addEventListener("pointerleave", () => {
      hovered = false;
      schedule();
    });
  }
  // Focus inside pauses, except on the pause button itself (which must be able to resume).
  root.addEventListener("focusin", (event) => {
    focused = event.target !== pause;
    schedule();
  });
  root.addEventListener("focusout", (event) => {
    if (!root.contains(event.relatedTarget as Node | null)) {
      focused = false;
      schedule();
    }
  });
  document.addEventListener("visibilitychange", schedule);
  if (typeof IntersectionObserver === "function") {
    new IntersectionObserver((entries) => {
      visible = entries.some((entry) => entry.isIntersecting);
      schedule();
    }).observe(root);
  }
  // A swipe, trackpad or keyboard scroll of the track: the slide (and tab) follow.
  onScrollSettled(track, () => {
    if (moving) return;
    const reached = nearestSlide(track, slides, rtl);
    if (reached !== index) {
      index = Math.min(reached, last);
      update();
    }
    schedule();
  });

  update();
  schedule();
  root.dataset.carouselReady = "true";
}

/** Sets up every carousel on the page. */
export function enhanceCarousels(): void {
  for (const root of document.querySelectorAll<HTMLElement>("[data-carousel]")) setUp(root);
}
