/**
 * What the embedded localities provider answers, asked at build time so that pictures show
 * real suggestions (docs/images.md): the same provider the site runs on when no remote
 * Localities API is configured, over the index the build keeps in dist/geodata.
 */
import { readFile } from "node:fs/promises";
import { EmbeddedProvider } from "../../worker/localities/embedded/embedded-provider.ts";

/** The ASSETS binding, answered from the built index (dist/geodata, else dist/assets). */
const assets = {
  async fetch(input: string): Promise<Response> {
    const path = new URL(input).pathname;
    for (const root of ["dist/geodata", "dist/assets"]) {
      try {
        return new Response(await readFile(`${root}${path}`));
      } catch {
        // try the next root
      }
    }
    return new Response("not found", { status: 404 });
  },
} as unknown as ConstructorParameters<typeof EmbeddedProvider>[0];

let provider: EmbeddedProvider | null = null;

export interface Suggestion {
  /** What the visitor typed that matched, as the first characters of `main`. */
  main: string;
  /** The rest of the description: region and country. */
  sub: string;
}

/** The provider's first `count` suggestions for `input`, split into town and the rest. */
export async function embeddedSuggestions(
  input: string,
  count: number,
  countries: string[] = [],
): Promise<Suggestion[]> {
  provider ??= new EmbeddedProvider(assets);
  const answer = await provider.autocomplete({ input, types: [], countries });
  if (answer.status !== "OK")
    throw new Error(`images: the embedded provider answered ${answer.status} for "${input}" (run npm run build)`);
  return answer.localities.slice(0, count).map((locality) => {
    const [main = "", ...rest] = locality.description.split(", ");
    return { main, sub: rest.join(", ") };
  });
}
