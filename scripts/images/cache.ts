import { createHash } from "node:crypto";
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";

/** A hash of the files that draw the images: changing a drawing redraws everything it made. */
export function sourceHash(dir: string): string {
  const hash = createHash("sha256");
  for (const name of readdirSync(dir, { recursive: true, encoding: "utf8" }).sort()) {
    if (!/\.tsx?$/.test(name) || name.endsWith(".test.ts")) continue;
    hash.update(name).update(readFileSync(join(dir, name)));
  }
  return hash.digest("hex").slice(0, 16);
}

/**
 * Images kept between builds by the hash of what they are made from (like the geodata
 * build), so that a rebuild only draws what changed. Lives outside dist/assets, which the
 * client build empties.
 */
export class ImageCache {
  readonly #dir: string;
  readonly #salt: string;
  readonly #used = new Set<string>();
  hits = 0;
  misses = 0;

  constructor(dir: string, salt: string) {
    this.#dir = dir;
    this.#salt = salt;
    mkdirSync(dir, { recursive: true });
  }

  /** The hash of an image's inputs. */
  key(input: unknown): string {
    return createHash("sha256").update(this.#salt).update(JSON.stringify(input)).digest("hex").slice(0, 24);
  }

  /** Writes the image for `key` to `target`, drawing it only when the cache has none. */
  async write(
    key: string,
    extension: string,
    target: string,
    draw: () => Promise<string | Uint8Array> | string | Uint8Array,
  ): Promise<void> {
    const cached = join(this.#dir, `${key}.${extension}`);
    this.#used.add(`${key}.${extension}`);
    mkdirSync(dirname(target), { recursive: true });
    if (existsSync(cached)) {
      this.hits += 1;
    } else {
      this.misses += 1;
      writeFileSync(cached, await draw());
    }
    copyFileSync(cached, target);
  }

  /** Deletes cached images this build did not use (older drawings of changed pages). */
  prune(): number {
    let removed = 0;
    for (const name of readdirSync(this.#dir)) {
      if (/^[0-9a-f]{24}\.(svg|png)$/.test(name) && !this.#used.has(name)) {
        rmSync(join(this.#dir, name));
        removed += 1;
      }
    }
    return removed;
  }
}
