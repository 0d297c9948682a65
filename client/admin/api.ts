/** An answer of the admin API other than 2xx, with its JSON body. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: Record<string, unknown>;
  constructor(status: number, body: Record<string, unknown>) {
    super(typeof body.error === "string" ? body.error : `The server answered ${status}`);
    this.status = status;
    this.body = body;
  }
}

/**
 * Calls the admin API (same origin, so the browser sends the session cookie and Origin).
 * JSON in and out; a 401 (the session ended) reloads the page, which leads to the sign-in
 * (local) or to Cloudflare Access (production) and back.
 */
export async function api<T>(
  path: string,
  init: { method?: string; json?: unknown; body?: BodyInit } = {},
): Promise<T> {
  const headers: Record<string, string> = { accept: "application/json" };
  let body = init.body;
  if (init.json !== undefined) {
    headers["content-type"] = "application/json";
    body = JSON.stringify(init.json);
  }
  let response: Response;
  try {
    response = await fetch(`/api/admin${path}`, {
      method: init.method ?? "GET",
      headers,
      body,
      credentials: "same-origin",
    });
  } catch {
    throw new ApiError(0, { error: "The server cannot be reached: check your connection" });
  }
  if (response.status === 204) return undefined as T;
  const data = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (response.status === 401) location.reload();
  if (!response.ok) throw new ApiError(response.status, data);
  return data as T;
}
