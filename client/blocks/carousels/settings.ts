import * as v from "valibot";

/** docs/section-library.md: carousel defaults. */
export const CAROUSEL_DEFAULTS = {
  speed: 2000,
  transitionSpeed: 1200,
  autoplay: true,
  infinite: true,
  fade: true,
  slidesToShow: 1,
  slidesToScroll: 1,
  dots: false,
  pauseOnHover: false,
  buttons: false,
  rightToLeft: false,
} as const;

/** docs/section-library.md: the sections carousel advances every 6000 ms. */
export const SECTIONS_CAROUSEL_SPEED = 6000;

/** The most slides shown side by side (the CSS has a class for each). */
export const MAX_SLIDES_TO_SHOW = 6;

/** Carousel numbers are typed as text by editors (docs/section-library.md): a number or a string. */
export const carouselNumber = v.optional(v.union([v.number(), v.string()], "expected a number"));

/**
 * docs/section-library.md: a carousel number that is not numeric falls back to its default. Zero and
 * negative values are not usable either (no slides shown, no time between slides).
 * @example numberOr("3", 1) // 3; numberOr("fast", 2000) // 2000; numberOr(undefined, 1) // 1
 */
export function numberOr(value: number | string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  const number = typeof value === "number" ? value : value.trim() === "" ? Number.NaN : Number(value);
  return Number.isFinite(number) && number > 0 ? number : fallback;
}

/** docs/section-library.md: the carousel's behaviour props, as stored. */
export const carouselSettingsEntries = {
  carouselSpeed: carouselNumber,
  carouselTransitionSpeed: carouselNumber,
  carouselAutoplay: v.optional(v.boolean(), CAROUSEL_DEFAULTS.autoplay),
  carouselInfinite: v.optional(v.boolean(), CAROUSEL_DEFAULTS.infinite),
  carouselFade: v.optional(v.boolean(), CAROUSEL_DEFAULTS.fade),
  carouselSlidesToShow: carouselNumber,
  carouselSlidesToScroll: carouselNumber,
  pauseOnHover: v.optional(v.boolean(), CAROUSEL_DEFAULTS.pauseOnHover),
  rightToLeft: v.optional(v.boolean(), CAROUSEL_DEFAULTS.rightToLeft),
  displaySliderButtons: v.optional(v.boolean(), CAROUSEL_DEFAULTS.buttons),
  carouselDots: v.optional(v.boolean(), CAROUSEL_DEFAULTS.dots),
};

type StoredSettings = v.InferOutput<v.ObjectSchema<typeof carouselSettingsEntries, undefined>>;

/** What the browser needs to run a carousel: every value usable. */
export interface CarouselSettings {
  speed: number;
  transitionSpeed: number;
  autoplay: boolean;
  infinite: boolean;
  fade: boolean;
  slidesToShow: number;
  slidesToScroll: number;
  dots: boolean;
  pauseOnHover: boolean;
  rightToLeft: boolean;
  buttons: boolean;
}

/**
 * The settings a carousel runs with: numbers parsed leniently with the fallbacks of docs/editor.md,
 * slides to show kept within 1–6 and the slide count, slides to scroll within 1 and the
 * slides shown. Fading only makes sense when one slide shows at a time.
 */
export function carouselSettings(stored: StoredSettings, slideCount: number): CarouselSettings {
  const most = Math.max(1, Math.min(MAX_SLIDES_TO_SHOW, slideCount));
  const slidesToShow = Math.min(
    Math.floor(numberOr(stored.carouselSlidesToShow, CAROUSEL_DEFAULTS.slidesToShow)),
    most,
  );
  const slidesToScroll = Math.min(
    Math.floor(numberOr(stored.carouselSlidesToScroll, CAROUSEL_DEFAULTS.slidesToScroll)),
    slidesToShow,
  );
  return {
    speed: numberOr(stored.carouselSpeed, CAROUSEL_DEFAULTS.speed),
    transitionSpeed: numberOr(stored.carouselTransitionSpeed, CAROUSEL_DEFAULTS.transitionSpeed),
    autoplay: stored.carouselAutoplay && slideCount > slidesToShow,
    infinite: stored.carouselInfinite,
    fade: stored.carouselFade && slidesToShow === 1,
    slidesToShow,
    slidesToScroll,
    dots: stored.carouselDots,
    pauseOnHover: stored.pauseOnHover,
    rightToLeft: stored.rightToLeft,
    buttons: stored.displaySliderButtons,
  };
}

/** The settings as data attributes on the carousel element, for the site script. */
export function carouselDataAttributes(settings: CarouselSettings): Record<string, string> {
  const attributes: Record<string, string> = {
    "data-carousel": "",
    "data-speed": String(settings.speed),
    "data-transition": String(settings.transitionSpeed),
    "data-show": String(settings.slidesToShow),
    "data-scroll": String(settings.slidesToScroll),
  };
  if (settings.autoplay) attributes["data-autoplay"] = "";
  if (settings.infinite) attributes["data-infinite"] = "";
  if (settings.fade) attributes["data-fade"] = "";
  if (settings.pauseOnHover) attributes["data-pause-on-hover"] = "";
  return attributes;
}
