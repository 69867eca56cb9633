import { resolveMode } from '../routes/route-rules';
import type { Role } from '../routes/route-table';
import { safeLocalStorage } from './signed-in-hint';

/** The localStorage key the pro/consumer mode is remembered under. */
export const ROLE_STORAGE_KEY = 'role';

/** The remembered mode; pro when nothing (or pro) is remembered. */
export function rememberedMode(storage: Pick<Storage, 'getItem'> | undefined = safeLocalStorage()): Role {
  return resolveMode(storage?.getItem(ROLE_STORAGE_KEY));
}

export function rememberMode(role: Role, storage: Pick<Storage, 'setItem'> | undefined = safeLocalStorage()): void {
  try {
    storage?.setItem(ROLE_STORAGE_KEY, role);
  } catch {
    // Storage can be full or blocked; the switch still holds for this visit.
  }
}
