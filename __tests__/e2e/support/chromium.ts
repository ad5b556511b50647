import { existsSync } from "node:fs";
import chromiumFlags from "../../../scripts/chromium-flags.json";

/** The system Chromium (Debian's package) or CHROME_PATH; nothing is downloaded. */
function chromiumPath(): string {
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

/** Shared with the benchmark; Translate and friends would also try the network. */
const CHROMIUM_ARGS = [
  ...chromiumFlags.args,
  "--disable-features=Translate,OptimizationHints,MediaRouter",
];

export function chromiumLaunchOptions() {
  return { executablePath: chromiumPath(), args: CHROMIUM_ARGS };
}
