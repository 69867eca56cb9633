// `npm start`: builds the web app if it is not built yet, then starts the server.
import { isWebBuilt } from '../src/server/features/pages/web-assets';
import { run } from './run';

if (!isWebBuilt()) {
  console.log('Building the web app (first start only)...');
  const code = await run('npm', ['run', 'build', '--silent']);
  if (code !== 0) process.exit(code);
}
await import('../src/server/main');
