// Makes sure Debian's Chromium headless shell is there for Playwright (browsers cannot be downloaded
// here), with a Japanese font: without one, Japanese text renders as empty boxes of another width than
// the real glyphs, so layout checks and screenshots would not see what a Japanese visitor sees.
// As root it installs the `chromium-headless-shell` and `fonts-noto-cjk` packages; otherwise it says
// what to run.
//
// The tests run in the headless shell (the same Blink and V8 as the browser, without the browser's UI
// layers), as Playwright's own downloads do for headless runs: on this 2-core machine the end-to-end
// suite uses less than half the CPU time it takes in the full `chromium` in its new headless mode
// (routes.spec: 130 s of CPU instead of 300 s). Lighthouse (scripts/bench-lighthouse.ts) wants the
// full browser and says so when it is missing.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const PACKAGE = 'chromium-headless-shell';

/** The browser of the end-to-end tests: CHROMIUM_PATH, else Debian's headless shell. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? `/usr/bin/${PACKAGE}`;

function aptInstall(pkg: string): void {
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', pkg], { stdio: 'inherit', env });
}

/** Whether fontconfig knows a font with Japanese glyphs (none when fc-list itself is missing). */
function hasJapaneseFont(): boolean {
  try {
    return execFileSync('fc-list', [':lang=ja', 'family'], { encoding: 'utf8' }).trim() !== '';
  } catch {
    return false;
  }
}

// Run as a script (`tsx scripts/ensure-chromium.ts`), not when a config imports CHROMIUM.
if (process.argv[1]?.endsWith('ensure-chromium.ts')) {
  if (existsSync(CHROMIUM)) {
    console.log(`chromium: ${CHROMIUM}`);
  } else if (process.env.CHROMIUM_PATH) {
    console.error(`CHROMIUM_PATH is set to ${CHROMIUM}, which does not exist.`);
    process.exit(1);
  } else if (process.getuid?.() === 0) {
    console.log(`the Chromium headless shell is missing: installing Debian’s ${PACKAGE} package (apt-get)…`);
    aptInstall(PACKAGE);
    if (!existsSync(CHROMIUM)) throw new Error(`apt-get finished but ${CHROMIUM} is still missing`);
    console.log(`chromium installed: ${CHROMIUM}`);
  } else {
    console.error(
      `Chromium's headless shell is missing at ${CHROMIUM} and this user cannot install it.\n` +
        `Run \`sudo apt-get update && sudo apt-get install -y ${PACKAGE}\`, or set CHROMIUM_PATH to a Chromium binary.`,
    );
    process.exit(1);
  }

  if (!hasJapaneseFont()) {
    if (process.getuid?.() === 0) {
      console.log('no Japanese font: installing Debian’s fonts-noto-cjk package (apt-get)…');
      aptInstall('fonts-noto-cjk');
      if (!hasJapaneseFont()) throw new Error('apt-get finished but fontconfig still has no Japanese font');
    } else {
      console.warn(
        'No Japanese font: Japanese text renders as boxes. Run `sudo apt-get install -y fonts-noto-cjk`.',
      );
    }
  }
}
