// The end-to-end tests drive Debian's Chromium; install it from Debian's packages when it is missing.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM = '/usr/bin/chromium';
if (!existsSync(CHROMIUM)) {
  console.log('Installing Debian chromium for the end-to-end tests…');
  const sudo = process.getuid && process.getuid() !== 0 ? 'sudo ' : '';
  execSync(`${sudo}apt-get update && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y chromium`, { stdio: 'inherit' });
}
if (!existsSync(CHROMIUM)) {
  console.error(`${CHROMIUM} is still missing; install Debian's chromium package.`);
  process.exit(1);
}
