import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { CAROUSEL_DEFAULTS, carouselSettings, carouselSettingsEntries, numberOr } from "./settings.ts";

const stored = (input: object) => v.parse(v.object(carouselSettingsEntries), input);

describe("carousel defaults (docs/section-library.md)", () => {
  it("speed 2000 ms, transition 1200 ms, autoplay, infinite and fade on, 1 shown, 1 scrolled, dots, pause on hover and buttons off", () => {
    expect(carouselSettings(stored({}), 5)).toEqual({
      speed: 2000,
      transitionSpeed: 1200,
      autoplay: true,
      infinite: true,
      fade: true,
      slidesToShow: 1,
      slidesToScroll: 1,
      dots: false,
      pauseOnHover: false,
      rightToLeft: false,
      buttons: false,
    });
    expect(CAROUSEL_DEFAULTS).toMatchObject({ speed: 2000, transitionSpeed: 1200 });
  });
});

describe("carousel numeric fields fall back to defaults when not numeric (docs/section-library.md)", () => {
  it("text that is a number is used", () => {
    expect(numberOr("3", 1)).toBe(3);
    expect(numberOr(" 1500 ", 2000)).toBe(1500);
    expect(numberOr(2500, 2000)).toBe(2500);
  });

  it("text that is not a number gives the default: 1 shown, 1 scrolled, transition 1200, speed 2000", () => {
    const settings = carouselSettings(
      stored({
        carouselSlidesToShow: "two",
        carouselSlidesToScroll: "",
        carouselTransitionSpeed: "slow",
        carouselSpeed: "fast",
      }),
      5,
    );
    expect([settings.slidesToShow, settings.slidesToScroll, settings.transitionSpeed, settings.speed]).toEqual([
      1, 1, 1200, 2000,
    ]);
  });

  it("zero and negative values are not usable and fall back too", () => {
    expect(numberOr("0", 1)).toBe(1);
    expect(numberOr(-200, 2000)).toBe(2000);
  });
});

describe("carousel settings stay usable", () => {
  it("slides to show are limited by the slide count and to 6; slides to scroll by the slides shown", () => {
    expect(carouselSettings(stored({ carouselSlidesToShow: 4, carouselSlidesToScroll: 9 }), 3)).toMatchObject({
      slidesToShow: 3,
      slidesToScroll: 3,
    });
    expect(carouselSettings(stored({ carouselSlidesToShow: "12" }), 20).slidesToShow).toBe(6);
  });

  it("fading needs one slide at a time; autoplay needs more slides than are shown", () => {
    expect(carouselSettings(stored({ carouselSlidesToShow: 2 }), 5).fade).toBe(false);
    expect(carouselSettings(stored({}), 1).autoplay).toBe(false);
  });
});
