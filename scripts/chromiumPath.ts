// Which Chromium the project drives: the browser suite, Lighthouse and the picture rasteriser all
// use the same one. Playwright cannot download its browsers on every machine (CI installs
// Debian's `chromium` instead), so Debian's is used when it is there.
import { existsSync } from 'node:fs';

const DEBIAN_CHROMIUM = '/usr/bin/chromium';

/** CHROME_PATH when set, else Debian's Chromium when installed, else undefined: Playwright's (or chrome-launcher's) own choice. */
export function chromiumExecutable(): string | undefined {
  if (process.env.CHROME_PATH) return process.env.CHROME_PATH;
  return existsSync(DEBIAN_CHROMIUM) ? DEBIAN_CHROMIUM : undefined;
}
