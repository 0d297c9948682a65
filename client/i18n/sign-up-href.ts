/**
 * Where the header's Sign up leads (docs/architecture.md: the contact page with
 * originfunnel=signup), on the contact page the header links to in the page's language.
 * @example signUpHref("/kontakt") // "/kontakt?originfunnel=signup"
 */
export function signUpHref(contactHref: string): string {
  const url = new URL(contactHref, "https://site.invalid");
  url.searchParams.set("originfunnel", "signup");
  return `${url.pathname}${url.search}`;
}
