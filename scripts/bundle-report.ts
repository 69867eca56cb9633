// Prints the first-load JavaScript of the home, category, profile and dashboard pages (after `npm run build`).
import { firstLoadJavaScript } from '../bench/lib/bundle';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

const figures = await firstLoadJavaScript();
console.log('page       files  raw        gzip       goal (gzip)');
for (const f of figures) {
  const mark = f.gzipBytes <= f.goalBytes ? 'ok' : 'MISS';
  console.log(`${f.page.padEnd(10)} ${String(f.files.length).padStart(5)}  ${kb(f.rawBytes).padEnd(10)} ${kb(f.gzipBytes).padEnd(10)} ≤ ${kb(f.goalBytes)} ${mark}  ${f.path}`);
}
