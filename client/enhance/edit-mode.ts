/**
 * docs/editor.md: in the editor's edit mode (the playground's `?mode=edit`, marked
 * `data-display-mode="edit"`), links lead nowhere and forms are not sent. Islands make
 * their own actions inert (the funnel's `editing`); this covers every plain link and form.
 */
export function enhanceEditMode(): void {
  if (!document.querySelector('[data-display-mode="edit"]')) return;
  const inert = (event: Event) => {
    const target = event.target instanceof Element ? event.target : null;
    if (target?.closest('[data-display-mode="edit"] a[href], [data-display-mode="edit"] form')) event.preventDefault();
  };
  document.addEventListener("click", inert, true);
  document.addEventListener("submit", inert, true);
}
