/**
 * A link that carries the chosen plan (docs/pricing.md: plan links carry the plan into
 * /sign_up): `plan` is added to the link's own query, which is kept, as is its fragment.
 * @example withPlan("/sign_up", "pro-scale") // "/sign_up?plan=pro-scale"
 * @example withPlan("/contact?originfunnel=pricing", "enterprise") // "/contact?originfunnel=pricing&plan=enterprise"
 */
export function withPlan(link: string, plan: string): string {
  const hashAt = link.indexOf("#");
  const hash = hashAt >= 0 ? link.slice(hashAt) : "";
  const rest = hashAt >= 0 ? link.slice(0, hashAt) : link;
  const queryAt = rest.indexOf("?");
  const path = queryAt >= 0 ? rest.slice(0, queryAt) : rest;
  const params = new URLSearchParams(queryAt >= 0 ? rest.slice(queryAt + 1) : "");
  params.set("plan", plan);
  return `${path}?${params}${hash}`;
}
