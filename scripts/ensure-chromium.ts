// Makes sure Debian's Chromium is there for Playwright (browsers cannot be downloaded here), with a
// Japanese font: without one, Japanese text renders as empty boxes of another width than the real
// glyphs, so layout checks, screenshots and Lighthouse would not see what a Japanese visitor sees.
// As root it installs the `chromium` and `fonts-noto-cjk` packages; otherwise it says what to run.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

if (existsSync(CHROMIUM)) {
  console.log(`chromium: ${CHROMIUM}`);
} else if (process.getuid?.() === 0) {
  console.log('chromium is missing: installing Debian’s chromium package (apt-get)…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env });
  if (!existsSync(CHROMIUM)) throw new Error(`apt-get finished but ${CHROMIUM} is still missing`);
  console.log(`chromium installed: ${CHROMIUM}`);
} else {
  console.error(
    `Chromium is missing at ${CHROMIUM} and this user cannot install it.\n` +
      'Run `sudo apt-get update && sudo apt-get install -y chromium`, or set CHROMIUM_PATH to a Chromium binary.',
  );
  process.exit(1);
}

/** Whether fontconfig knows a font with Japanese glyphs (none when fc-list itself is missing). */
function hasJapaneseFont(): boolean {
  try {
    return execFileSync('fc-list', [':lang=ja', 'family'], { encoding: 'utf8' }).trim() !== '';
  } catch {
    return false;
  }
}

if (!hasJapaneseFont()) {
  if (process.getuid?.() === 0) {
    console.log('no Japanese font: installing Debian’s fonts-noto-cjk package (apt-get)…');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    execFileSync('apt-get', ['install', '-y', '-qq', 'fonts-noto-cjk'], { stdio: 'inherit', env });
    if (!hasJapaneseFont()) throw new Error('apt-get finished but fontconfig still has no Japanese font');
  } else {
    console.warn(
      'No Japanese font: Japanese text renders as boxes. Run `sudo apt-get install -y fonts-noto-cjk`.',
    );
  }
}
