// Makes sure Debian's Chromium is there for Playwright (browsers cannot be downloaded here).
// As root it installs the `chromium` package; otherwise it says what to run.
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
