/**
 * Site paths that redirects may already lead to although no page answers there yet, each
 * with the work that will publish it. A redirect to any other path that is not a page is
 * an error: visitors would follow a 301 to a 404. (No imports: the Worker tests read it.)
 */
export const AWAITED_PAGES: ReadonlyMap<string, string> = new Map([["/sign_up", "the sign-up page (issue 9)"]]);
