// `npm run build:server`: compiles the server to dist/app/main.js (one ES module, packages kept
// external), so production runs plain `node` without compiling TypeScript at start.
import { readFile, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import { type BuildResult, build, type Plugin } from 'esbuild';

const ROOT = resolve(import.meta.dirname, '..');
export const SERVER_ENTRY = join(ROOT, 'src/server/main.ts');
export const DEFAULT_SERVER_OUT_DIR = join(ROOT, 'dist/app');

const META = /\bimport\.meta\.(url|dirname|filename)\b/g;
const HAS_META = /\bimport\.meta\.(url|dirname|filename)\b/;

/**
 * Modules that read files beside them (migrations, seed and content JSON, locale files, the
 * web build, package.json) use import.meta. In the bundle every module would share the
 * bundle's location, so each such module gets its own source location back, written relative
 * to the output folder: the compiled server reads the same files as `src/` does, wherever the
 * project is installed.
 */
function sourceLocations(outDir: string): Plugin {
  return {
    name: 'source-locations',
    setup(builder) {
      builder.onLoad({ filter: /\/src\/.*\.tsx?$/ }, async (args) => {
        const text = await readFile(args.path, 'utf8');
        if (!HAS_META.test(text)) return undefined;
        const file = JSON.stringify(relative(outDir, args.path).split('\\').join('/'));
        const dir = JSON.stringify(relative(outDir, dirname(args.path)).split('\\').join('/') || '.');
        const replaced = text.replace(META, (_match, what: string) => {
          if (what === 'url') return `new URL(${file}, import.meta.url).href`;
          if (what === 'filename') return `__sourcePath.join(import.meta.dirname, ${file})`;
          return `__sourcePath.join(import.meta.dirname, ${dir})`;
        });
        // Appended, so line numbers (and the source map) stay as they are; imports are hoisted.
        const contents = `${replaced}\nimport * as __sourcePath from 'node:path';\n`;
        return { contents, loader: args.path.endsWith('x') ? 'tsx' : 'ts' };
      });
    },
  };
}

/** Bundles src/server/main.ts (and everything it imports from src/) into `outDir/main.js` with a source map. */
export async function buildServer(outDir = DEFAULT_SERVER_OUT_DIR): Promise<BuildResult> {
  const result = await build({
    absWorkingDir: ROOT,
    entryPoints: { main: SERVER_ENTRY },
    outdir: outDir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: true,
    plugins: [sourceLocations(outDir)],
    logLevel: 'warning',
    metafile: true,
  });
  // What `npm start` compares the bundle's age with (paths relative to the project).
  const inputs = Object.keys(result.metafile.inputs).map((input) => relative(ROOT, resolve(ROOT, input)).split('\\').join('/'));
  await writeFile(join(outDir, 'inputs.json'), `${JSON.stringify(inputs)}\n`);
  return result;
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const started = performance.now();
  await buildServer(process.argv[2] ? resolve(process.argv[2]) : DEFAULT_SERVER_OUT_DIR);
  console.log(`Server compiled to dist/app/main.js in ${Math.round(performance.now() - started)} ms`);
}
