// Browser tests drive Debian's Chromium; install it when missing (as root) or say how.
import { existsSync } from 'node:fs';
import { run } from './run';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

if (!existsSync(CHROMIUM_PATH)) {
  const isRoot = process.getuid?.() === 0;
  if (!isRoot) {
    console.error(`Chromium is missing: run "sudo apt-get install -y chromium" (or set CHROMIUM_PATH), then npm test again.`);
    process.exit(1);
  }
  console.log('Installing Chromium for the browser tests (apt-get install chromium)...');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if ((await run('apt-get', ['update', '-qq'], env)) !== 0 || (await run('apt-get', ['install', '-y', '-qq', 'chromium'], env)) !== 0) {
    console.error('Could not install Chromium: run "apt-get install -y chromium" as root, then npm test again.');
    process.exit(1);
  }
}
