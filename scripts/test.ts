// `npm test`: typecheck, lint, unit, API and browser tests, in that order; stops at the first
// failing step and ends with one summary line of every test counted.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { run } from './run';

interface VitestJson {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
}

const totals = { passed: 0, failed: 0, skipped: 0 };
mkdirSync('.test-data', { recursive: true });

/** Runs one step; a failing one ends the run (after `counted`, which adds its tests to the totals). */
async function step(name: string, command: string, args: string[], counted: () => void = () => {}): Promise<void> {
  console.log(`\n=== ${name} ===`);
  const code = await run(command, args);
  counted();
  if (code !== 0) {
    console.error(`\n${name} failed (exit ${code}).`);
    summary();
    process.exit(code);
  }
}

async function vitest(project: string): Promise<void> {
  const out = `.test-data/${project}-results.json`;
  rmSync(out, { force: true });
  await step(`${project} tests`, 'npx', ['vitest', 'run', '--project', project, '--reporter=default', '--reporter=json', `--outputFile=${out}`], () => {
    if (!existsSync(out)) return;
    const result = JSON.parse(readFileSync(out, 'utf8')) as VitestJson;
    totals.passed += result.numPassedTests;
    totals.failed += result.numFailedTests;
    totals.skipped += result.numPendingTests;
  });
}

function summary(): void {
  console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
}

await step('typecheck', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']);
await step('lint', 'npx', ['biome', 'check', '.']);
await vitest('unit');
await step('build', 'npm', ['run', 'build', '--silent']);
await vitest('api');
await step('chromium', 'node', ['--import', 'tsx', 'scripts/ensure-chromium.ts']);
await vitest('e2e');
summary();
