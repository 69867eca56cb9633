import { existsSync } from 'node:fs';
import { buildServer } from '../../scripts/build-server';
import { spawnTracked } from './children';
import { fromRoot, ROOT_DIR } from './paths';

/** Whether dist/ holds what the server needs for the server-rendered pages. */
export function isWebBuilt(): boolean {
  return existsSync(fromRoot('dist/client/index.html')) && existsSync(fromRoot('dist/server/server-render.js'));
}

/** Runs `npm run build` with its output shown; resolves with whether it succeeded. */
function runBuild(): Promise<boolean> {
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const child = spawnTracked(npm, ['run', 'build'], { cwd: ROOT_DIR, stdio: 'inherit' });
  return new Promise((resolve) => {
    child.once('exit', (code) => resolve(code === 0));
    child.once('error', () => resolve(false));
  });
}

/** Builds the web app unless dist/ is built already; true when it is built. */
export async function ensureWebBuilt(): Promise<boolean> {
  if (isWebBuilt()) return true;
  console.log('dist/ is not built: running npm run build ...');
  return (await runBuild()) && isWebBuilt();
}

/**
 * The web app (built when dist/ lacks it) and the compiled server the marketplace runs,
 * dist/app/main.js, compiled from the current sources (a second or two with esbuild) so the
 * bench measures the code checked out. True when the web app is built.
 */
export async function ensureBuilt(): Promise<boolean> {
  const webWasBuilt = isWebBuilt();
  const web = await ensureWebBuilt();
  // `npm run build` compiles the server as well; it stops before that when the web app fails.
  if (webWasBuilt || !web) await buildServer();
  return web;
}
