import { prefersReducedMotion } from "./motion.ts";

/**
 * A video file from another host behind a facade (client/blocks/embeds/third-party-embed.tsx):
 * the Play button appears once this script runs, and a click puts the player in place of
 * the facade. Nothing is requested from the other host before. (Players and widgets of the
 * configured third-party services load through consent: client/consent/.)
 */

function video(element: HTMLElement, data: DOMStringMap): HTMLElement {
  const player = document.createElement("video");
  player.className = "embed__video";
  player.controls = true;
  player.playsInline = true;
  player.preload = "metadata";
  player.setAttribute("aria-label", data.embedTitle ?? "");
  const source = document.createElement("source");
  source.src = data.embedSrc ?? "";
  if (data.embedType) source.type = data.embedType;
  player.append(source);
  element.append(player);
  // Autoplay videos play muted, as browsers require, and not for visitors who asked for less motion.
  if (data.embedAutoplay === "true" && !prefersReducedMotion()) {
    player.muted = true;
    player.loop = true;
  }
  player.play().catch(() => {
    // The visitor can still press play on the controls.
  });
  return player;
}

/** Loads one video in place of its facade, and moves focus to the player. */
function loadEmbed(element: HTMLElement): void {
  if (element.dataset.embedState === "loaded") return;
  const made = video(element, element.dataset);
  element.dataset.embedState = "loaded";
  made.tabIndex = -1;
  made.focus({ preventScroll: true });
}

export function enhanceEmbeds(): void {
  for (const element of document.querySelectorAll<HTMLElement>("[data-embed]")) {
    const button = element.querySelector<HTMLButtonElement>("[data-embed-load]");
    if (!button) continue;
    button.hidden = false;
    button.addEventListener("click", () => loadEmbed(element));
  }
}
