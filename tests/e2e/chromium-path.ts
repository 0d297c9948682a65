import { existsSync } from "node:fs";

/**
 * The Chromium the browser tests and Lighthouse drive (docs/testing.md): CHROMIUM_PATH when
 * set; else Debian's headless shell, which draws pages without the full browser's window
 * machinery and takes about half the CPU per test; else Debian's Chromium; else undefined
 * (Playwright's own, after `npx playwright install chromium`).
 */
export function chromiumPath(): string | undefined {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return ["/usr/bin/chromium-headless-shell", "/usr/bin/chromium"].find((path) => existsSync(path));
}
