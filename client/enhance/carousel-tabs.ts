/**
 * The sections carousel's tabs, made an ARIA tab list: the selected tab follows the slide,
 * a click jumps to its slide, arrow keys, Home and End move between tabs. Slides other
 * than the selected one are inert, so that keyboard focus stays on what is shown.
 */
export interface CarouselTabs {
  /** Marks slide `index` selected: its tab, and the slides' inertness. */
  select(index: number): void;
}

export function setUpTabs(
  root: HTMLElement,
  slides: readonly HTMLElement[],
  goTo: (index: number) => void,
): CarouselTabs | null {
  const list = root.querySelector<HTMLElement>("[data-carousel-tablist]");
  const tabs = Array.from(root.querySelectorAll<HTMLAnchorElement>("[data-carousel-tab]"));
  if (!list || tabs.length === 0) return null;
  list.setAttribute("role", "tablist");
  list.setAttribute("aria-label", root.getAttribute("aria-label") ?? "Sections");
  tabs.forEach((tab, i) => {
    const slide = slides[i];
    tab.setAttribute("role", "tab");
    if (slide) {
      tab.setAttribute("aria-controls", slide.id);
      slide.setAttribute("role", "tabpanel");
      slide.setAttribute("aria-labelledby", tab.id);
      slide.removeAttribute("aria-label");
      slide.removeAttribute("aria-roledescription");
    }
    tab.addEventListener("click", (event) => {
      event.preventDefault();
      goTo(i);
    });
    tab.addEventListener("keydown", (event) => {
      const moves: Record<string, number> = { ArrowRight: i + 1, ArrowLeft: i - 1, Home: 0, End: tabs.length - 1 };
      const target = moves[event.key];
      if (target === undefined) return;
      event.preventDefault();
      const next = (target + tabs.length) % tabs.length;
      tabs[next]?.focus();
      goTo(next);
    });
  });
  return {
    select(index) {
      tabs.forEach((tab, i) => {
        const selected = i === index;
        tab.setAttribute("aria-selected", String(selected));
        tab.tabIndex = selected ? 0 : -1;
      });
      slides.forEach((slide, i) => {
        slide.inert = i !== index;
      });
    },
  };
}
