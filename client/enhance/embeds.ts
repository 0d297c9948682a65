import { prefersReducedMotion } from "./motion.ts";

/**
 * Third-party embeds behind a facade (client/blocks/embeds/third-party-embed.tsx): the
 * Load button appears once this script runs, and a click puts the frame, the video or the
 * widget script in place of the facade. Nothing is requested from the third party before.
 */

function frame(element: HTMLElement, data: DOMStringMap): HTMLElement {
  const iframe = document.createElement("iframe");
  iframe.className = "embed__frame";
  iframe.src = data.embedSrc ?? "";
  iframe.title = data.embedTitle ?? "";
  iframe.allow = "autoplay; fullscreen; picture-in-picture; clipboard-write; encrypted-media";
  iframe.allowFullscreen = true;
  iframe.referrerPolicy = "strict-origin-when-cross-origin";
  if (data.embedHeight) iframe.height = data.embedHeight;
  element.append(iframe);
  return iframe;
}

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

function widget(element: HTMLElement, data: DOMStringMap): HTMLElement {
  element.classList.add("embed--script");
  const host = document.createElement("div");
  host.className = "embed__widget";
  for (const [key, value] of Object.entries(data)) {
    if (key.startsWith("widget") && value !== undefined) host.dataset[key] = value;
  }
  const script = document.createElement("script");
  script.src = data.embedSrc ?? "";
  script.async = true;
  script.addEventListener("error", () => {
    element.dataset.embedState = "failed";
    const message = element.querySelector(".embed__facade");
    if (message) {
      const error = document.createElement("p");
      error.className = "embed__error";
      error.setAttribute("role", "status");
      error.textContent = "The widget could not be loaded.";
      message.append(error);
    }
  });
  element.append(host, script);
  return host;
}

/**
 * Loads one embed in place of its facade. Exported for the consent gate: once a service is
 * consented, it may load that service's embeds at once.
 */
export function loadEmbed(element: HTMLElement): void {
  if (element.dataset.embedState === "loaded" || element.dataset.embedState === "loading") return;
  const data = element.dataset;
  element.dataset.embedState = "loading";
  const kind = data.embedKind;
  const made = kind === "video" ? video(element, data) : kind === "script" ? widget(element, data) : frame(element, data);
  element.dataset.embedState = kind === "script" ? "loading" : "loaded";
  if (kind === "script") {
    // A widget replaces the facade once its script has run.
    (made.nextElementSibling as HTMLScriptElement | null)?.addEventListener("load", () => (element.dataset.embedState = "loaded"));
  }
  if (kind !== "script") {
    made.tabIndex = -1;
    made.focus({ preventScroll: true });
  }
}

export function enhanceEmbeds(): void {
  for (const element of document.querySelectorAll<HTMLElement>("[data-embed]")) {
    const button = element.querySelector<HTMLButtonElement>("[data-embed-load]");
    if (!button) continue;
    button.hidden = false;
    button.addEventListener("click", () => loadEmbed(element));
  }
}
