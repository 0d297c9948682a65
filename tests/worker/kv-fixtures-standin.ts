/**
 * Serves what `npm run build` wrote for KV (dist/kv/content.json and redirects.json) to
 * the worker tests: tests/worker/kv.ts fetches them from https://kv-fixtures.test/, and
 * vitest.config.ts routes that host here (miniflare `outboundService`, in Node).
 *
 * Importing the 5 MB content.json as a module instead made Vite transform it once per
 * test file (about 4 s each); a fetch and JSON.parse in workerd takes a fraction of that.
 * (vitest.config.ts passes Node's readFile: this file is also type-checked for workerd.)
 */
export const KV_FIXTURES_HOST = "kv-fixtures.test";

const FILES: Record<string, string> = {
  "/content.json": "dist/kv/content.json",
  "/redirects.json": "dist/kv/redirects.json",
};

export async function kvFixturesStandin(
  request: Request,
  readFile: (path: string) => Promise<Uint8Array>,
): Promise<Response> {
  const file = FILES[new URL(request.url).pathname];
  if (!file) return new Response("no such fixture", { status: 404 });
  try {
    return new Response(await readFile(file), { headers: { "content-type": "application/json" } });
  } catch (error) {
    return new Response(`${file} could not be read (run npm run build first): ${String(error)}`, { status: 500 });
  }
}
