/**
 * JSON the build wrote beside the client files in Static Assets (dist/assets) for the Worker
 * to read when it needs it, instead of carrying it in its code: the German and French message
 * catalogues and the OpenAPI document (docs/architecture.md#the-worker-bundle). Such a file is
 * part of the deployed version, like the code, so each isolate reads it once; a failed read is
 * not kept, and the next request tries again.
 */
const kept = new Map<string, Promise<unknown>>();

async function read(assets: Fetcher, path: string): Promise<unknown> {
  const response = await assets.fetch(new Request(new URL(path, "https://assets.invalid")));
  if (!response.ok) throw new Error(`dist/assets${path} is missing (${response.status}): npm run build writes it`);
  return response.json();
}

/** The JSON file at `path` of the static assets, read once per isolate. */
export function builtJson<T>(assets: Fetcher, path: string): Promise<T> {
  let found = kept.get(path);
  if (!found) {
    found = read(assets, path);
    found.catch(() => kept.delete(path));
    kept.set(path, found);
  }
  return found as Promise<T>;
}
