// `npm run build:server`: compiles the server to dist/app/main.js (one ES module with the
// plain JavaScript packages inside), so production runs plain `node` without compiling
// TypeScript, and without resolving and loading hundreds of package files, at start.
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

/**
 * Packages left in node_modules and imported at run time: native addons (sharp, Argon2),
 * packages that find files beside them (PGlite's WebAssembly, pino's transport workers, the
 * Swagger packages' pages and package.json, the static file server), the packages loaded only
 * on use (`import()` where they are needed: sharp with the first picture, nodemailer with the
 * first SMTP e-mail, web-push with the first push, PGlite only without DATABASE_URL, Swagger
 * only with OPENAPI_DOCS, the cloud SDKs), and those the web render bundle (dist/server)
 * imports too, so both share one copy. Everything else (fastify and its plugins, zod, kysely,
 * pg, jose...) is bundled: loading one file instead of each package's modules takes a quarter
 * off a warm start.
 */
export const EXTERNAL_PACKAGES = [
  '@electric-sql/pglite',
  '@node-rs/argon2',
  'sharp',
  'pino',
  'pino-roll',
  'thread-stream',
  '@fastify/static',
  '@fastify/swagger',
  '@fastify/swagger-ui',
  '@aws-sdk/client-s3',
  'stripe',
  'pg-native',
  'nodemailer',
  'web-push',
  'react',
  'react-dom',
  'react-router',
  'react-redux',
  '@reduxjs/toolkit',
  'i18next',
  'react-i18next',
  'i18next-http-backend',
  'vite',
  'esbuild',
];

// Bundled CommonJS packages call require() for Node's own modules; an ES module has none.
const REQUIRE_SHIM = "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);";

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
    external: EXTERNAL_PACKAGES.flatMap((name) => [name, `${name}/*`]),
    banner: { js: REQUIRE_SHIM },
    sourcemap: true,
    plugins: [sourceLocations(outDir)],
    logLevel: 'warning',
    metafile: true,
  });
  // What `npm start` compares the bundle's age with (paths relative to the project): the
  // sources, and for the bundled packages the lock file, which changes when they do.
  const inputs = Object.keys(result.metafile.inputs)
    .map((input) => relative(ROOT, resolve(ROOT, input)).split('\\').join('/'))
    .filter((path) => !path.includes('node_modules/'));
  inputs.push('package-lock.json');
  await writeFile(join(outDir, 'inputs.json'), `${JSON.stringify(inputs)}\n`);
  return result;
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const started = performance.now();
  await buildServer(process.argv[2] ? resolve(process.argv[2]) : DEFAULT_SERVER_OUT_DIR);
  console.log(`Server compiled to dist/app/main.js in ${Math.round(performance.now() - started)} ms`);
}
