// `npm start`: builds what is missing (the web app on first start; the server whenever its
// bundle is missing or older than a source file it was built from or than the lock file of the
// packages bundled into it), then runs the compiled
// server. Plain JavaScript, so starting needs no TypeScript compiler.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const at = (path) => `${root}${path}`;
const SERVER = at('dist/app/main.js');
const INPUTS = at('dist/app/inputs.json');

/** Runs an npm script with inherited output; exits with its code when it fails. */
function npmRun(script, message) {
  console.log(message);
  const { status } = spawnSync('npm', ['run', script, '--silent'], { cwd: root, stdio: 'inherit' });
  if (status !== 0) process.exit(status ?? 1);
}

const webBuilt = existsSync(at('dist/client/index.html')) && existsSync(at('dist/server/server-render.js'));

/** The bundle is current when it is newer than every file it was built from (sources and package-lock.json, listed at build time). */
function serverCurrent() {
  if (!existsSync(SERVER) || !existsSync(INPUTS)) return false;
  const built = statSync(SERVER).mtimeMs;
  const inputs = JSON.parse(readFileSync(INPUTS, 'utf8'));
  return inputs.every((path) => existsSync(at(path)) && statSync(at(path)).mtimeMs <= built);
}

if (!webBuilt) npmRun('build', 'Building the web app and the server (first start only)...');
else if (!serverCurrent()) npmRun('build:server', 'Compiling the server...');

// Stack traces then name the TypeScript lines (dist/app/main.js.map).
process.setSourceMapsEnabled(true);
await import(SERVER);
