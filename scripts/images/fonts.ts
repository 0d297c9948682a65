import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);

export interface FontFile {
  name: string;
  data: Buffer;
  weight: 400 | 500 | 600 | 700 | 800;
  style: "normal";
}

/** A font file of an @fontsource package (WOFF: satori reads WOFF, not WOFF2). */
function fontsource(pkg: string, family: string, file: string, weight: FontFile["weight"]): FontFile {
  return {
    name: family,
    data: readFileSync(require.resolve(`@fontsource/${pkg}/files/${file}`)),
    weight,
    style: "normal",
  };
}

let fonts: FontFile[] | null = null;

/**
 * The fonts of the build-time images (SIL Open Font License): Inter for the social cards
 * and most wordmarks, Lora and Space Grotesk so that customers' wordmarks differ.
 */
export function imageFonts(): FontFile[] {
  fonts ??= [
    fontsource("inter", "Inter", "inter-latin-500-normal.woff", 500),
    fontsource("inter", "Inter", "inter-latin-700-normal.woff", 700),
    fontsource("inter", "Inter", "inter-latin-800-normal.woff", 800),
    fontsource("lora", "Lora", "lora-latin-700-normal.woff", 700),
    fontsource("space-grotesk", "Space Grotesk", "space-grotesk-latin-700-normal.woff", 700),
  ];
  return fonts;
}

/** What the fonts are, for cache keys: a font update must redraw the pictures. */
export function fontsKey(): string {
  return imageFonts()
    .map((f) => `${f.name}/${f.weight}/${f.data.byteLength}`)
    .join(",");
}
