/**
 * Copy buttons of code snippets, without React: the server renders a hidden button naming
 * the element whose text it copies; this shows it and, after a copy, swaps its icon for a
 * check mark and its label for "Copied" (in the page's language) for 4 seconds (docs/section-library.md): the
 * server writes COPY_CONFIRMATION_MS on the button, so that this script imports nothing it
 * would share with the islands (a shared chunk is one more request on every page).
 */

const ICONS = {
  copy: "M8 8h12v12H8z M16 8V6a2 2 0 0 0-2-2H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h2",
  check: "M5 12.5l4.5 4.5L19 7.5",
};

function show(button: HTMLButtonElement, state: "idle" | "copied" | "failed"): void {
  const icon = button.querySelector("svg");
  const path = icon?.querySelector("path");
  const label = button.querySelector<HTMLElement>("[data-copy-text]");
  const status = button.parentElement?.querySelector<HTMLElement>("[data-copy-status]");
  button.dataset.state = state;
  icon?.setAttribute("data-icon", state === "copied" ? "check" : "copy");
  path?.setAttribute("d", state === "copied" ? ICONS.check : ICONS.copy);
  // The words are the page's language's, written on the button by the server (client/copy/copy-words.ts).
  const words = button.dataset;
  if (label)
    label.textContent =
      state === "copied"
        ? (words.copyDone ?? "Copied")
        : state === "failed"
          ? (words.copyFailed ?? "Copy failed")
          : (words.copyLabel ?? "Copy");
  if (status)
    status.textContent =
      state === "copied"
        ? (words.copyDoneStatus ?? "Copied to the clipboard")
        : state === "failed"
          ? (words.copyFailedStatus ?? "Could not copy to the clipboard")
          : "";
}

export function enhanceCopyButtons(): void {
  for (const button of document.querySelectorAll<HTMLButtonElement>("button[data-copy-target]")) {
    const target = document.getElementById(button.dataset.copyTarget ?? "");
    if (!target || !navigator.clipboard) continue;
    let timer: ReturnType<typeof setTimeout> | undefined;
    button.hidden = false;
    button.addEventListener("click", async () => {
      clearTimeout(timer);
      try {
        await navigator.clipboard.writeText(target.textContent ?? "");
        show(button, "copied");
      } catch (error) {
        console.error("Copy to clipboard failed", error);
        show(button, "failed");
      }
      timer = setTimeout(() => show(button, "idle"), Number(button.dataset.copyMs) || 4000);
    });
  }
}
