import { existsSync } from "node:fs";

/** The system Chromium (Debian's package) or CHROME_PATH; nothing is downloaded. */
export function chromiumPath(): string {
  const candidates = [
    process.env.CHROME_PATH,
    "/usr/bin/chromium",
    "/usr/bin/chromium-browser",
    "/usr/bin/google-chrome",
  ];
  const found = candidates.find((candidate): candidate is string =>
    Boolean(candidate && existsSync(candidate)),
  );
  if (!found) throw new Error("No Chromium found: install Debian's chromium or set CHROME_PATH.");
  return found;
}

/** Root needs --no-sandbox; the rest stop Chromium from dialling out on a closed network. */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
  "--disable-features=Translate,OptimizationHints,MediaRouter",
];

export function chromiumLaunchOptions() {
  return { executablePath: chromiumPath(), args: CHROMIUM_ARGS };
}
