/** The pages shown when a page cannot be (docs/languages.md: in the visitor's language). */
export const errors = {
  status: "Error {status}",
  reference: "Reference:",
  home: "Go to the home page",
  notFoundTitle: "Page not found",
  serverTitle: "Something went wrong",
  serverText:
    "We could not show this page. Please try again in a moment; if it keeps happening, contact us and quote the reference below.",
  methodNotAllowed: {
    title: "Method not allowed",
    message: "{methods} only: this address does not take {method} requests.",
  },
  addressTooLong: {
    title: "Address too long",
    message:
      "This web address is longer than any address on this site. Check the link, or start again from the home page.",
  },
  notSameOrigin: {
    title: "Not sent from this site",
    message: "This address accepts changes from the pages of this site only.",
  },
  tooManyRequests: { title: "Too many requests", message: "Too many requests: try again in {seconds} seconds." },
};
