// The browser tests drive Debian's browsers: Chromium for the end-to-end suite, Firefox ESR and WebKitGTK
// (WebKitWebDriver on a virtual screen) for the engines' walk. Installs from Debian's packages what is missing.
// Usage: node scripts/ensure-browsers.mjs chromium | firefox webkit
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const NEEDS = {
  chromium: [['/usr/bin/chromium', 'chromium']],
  firefox: [['/usr/bin/firefox-esr', 'firefox-esr']],
  webkit: [
    ['/usr/bin/WebKitWebDriver', 'webkit2gtk-driver'],
    ['/usr/bin/Xvfb', 'xvfb'],
  ],
};

const wanted = process.argv.slice(2);
const unknown = wanted.filter((name) => !(name in NEEDS));
if (wanted.length === 0 || unknown.length) {
  console.error(`Name the browsers to ensure: ${Object.keys(NEEDS).join(', ')}${unknown.length ? ` (not ${unknown.join(', ')})` : ''}`);
  process.exit(2);
}
const needs = wanted.flatMap((name) => NEEDS[name]);
const missing = () => needs.filter(([file]) => !existsSync(file));
const packages = missing().map(([, name]) => name);
if (packages.length) {
  console.log(`Installing Debian ${packages.join(', ')} for the browser tests…`);
  const sudo = process.getuid && process.getuid() !== 0 ? 'sudo ' : '';
  execSync(`${sudo}apt-get update && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y ${packages.join(' ')}`, {
    stdio: 'inherit',
  });
}
const still = missing();
if (still.length) {
  console.error(`${still.map(([file]) => file).join(', ')} still missing; install Debian's ${still.map(([, name]) => name).join(', ')}.`);
  process.exit(1);
}
