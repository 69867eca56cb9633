import { resolve } from 'node:path';

/** The repository root (bench/lib/ is two levels below it). */
export const ROOT_DIR = resolve(import.meta.dirname, '..', '..');

export const fromRoot = (...parts: string[]) => resolve(ROOT_DIR, ...parts);
