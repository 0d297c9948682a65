import type { ReactNode } from "react";
import { carouselDataAttributes, type CarouselSettings } from "./settings.ts";

/** Pause and play for autoplay (WCAG 2.2.2); the site script shows it and toggles its state. */
export function PauseButton() {
  return (
    <button
      type="button"
      className="carousel__button carousel__pause"
      data-carousel-pause=""
      aria-label="Pause the slides"
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path className="carousel__pause-icon" d="M8 5v14M16 5v14" />
        <path className="carousel__play-icon" d="M8 5.5v13l10.5-6.5z" />
      </svg>
    </button>
  );
}

/**
 * The frame every carousel shares: a horizontally scrolling, snapping track (usable by
 * swipe, trackpad and keyboard with no JavaScript), and the controls the site script
 * (client/enhance/carousel.ts) reveals and runs: pause, previous and next, dots.
 */
export function CarouselFrame({
  label,
  settings,
  slides,
  className = "",
}: {
  label: string;
  settings: CarouselSettings;
  slides: { key: string; content: ReactNode }[];
  className?: string;
}) {
  const count = slides.length;
  return (
    <div
      className={`carousel ${className}`}
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      {...carouselDataAttributes(settings)}
    >
      <div
        className={`carousel__track carousel__track--show-${settings.slidesToShow}`}
        dir={settings.rightToLeft ? "rtl" : undefined}
        tabIndex={0}
      >
        {slides.map((slide, i) => (
          <div
            key={slide.key}
            className="carousel__slide"
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} of ${count}`}
            dir={settings.rightToLeft ? "ltr" : undefined}
          >
            {slide.content}
          </div>
        ))}
      </div>
      <div className="carousel__controls" data-carousel-controls="" hidden>
        {settings.autoplay ? <PauseButton /> : null}
        {settings.buttons ? (
          <>
            <button type="button" className="carousel__button" data-carousel-prev="" aria-label="Previous slide">
              <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path d="M14.5 6l-6 6 6 6" />
              </svg>
            </button>
            <button type="button" className="carousel__button" data-carousel-next="" aria-label="Next slide">
              <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path d="M9.5 6l6 6-6 6" />
              </svg>
            </button>
          </>
        ) : null}
        {settings.dots ? (
          <span className="carousel__dots">
            {slides.map((slide, i) => (
              <button
                key={slide.key}
                type="button"
                className="carousel__dot"
                data-carousel-dot={i}
                aria-label={`Go to slide ${i + 1}`}
              />
            ))}
          </span>
        ) : null}
      </div>
    </div>
  );
}
