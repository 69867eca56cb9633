// `npm run dev`: rebuilds the web app on change and restarts the server on change.
import { spawn } from 'node:child_process';

const children = [
  spawn('npx', ['vite', 'build', '--watch'], { stdio: 'inherit' }),
  spawn('npx', ['vite', 'build', '--ssr', 'src/web/server-render.tsx', '--outDir', 'dist/server', '--watch', '--emptyOutDir', 'false'], {
    stdio: 'inherit',
  }),
  spawn('node', ['--import', 'tsx', '--watch', '--watch-path=src', '--watch-path=dist/server', 'src/server/main.ts'], {
    stdio: 'inherit',
  }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
