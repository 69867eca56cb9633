import { draftKey, isBlankDraft, parseDraft, type RequestDraft } from './form-draft';

type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** sessionStorage, or undefined where it is blocked: the draft then lives only in memory. */
function tabStorage(): DraftStorage | undefined {
  try {
    return globalThis.sessionStorage ?? undefined;
  } catch {
    return undefined;
  }
}

/**
 * The draft of a category's form in this tab: it survives a reload and a detour to log in or
 * sign up, and goes when the tab closes (answers can be personal; the computer may be shared).
 */
export function loadDraft(slug: string, questionIds: readonly number[]): RequestDraft {
  return parseDraft(tabStorage()?.getItem(draftKey(slug)) ?? null, questionIds);
}

export function saveDraft(slug: string, draft: RequestDraft): void {
  const storage = tabStorage();
  if (!storage) return;
  try {
    if (isBlankDraft(draft) && !draft.step) storage.removeItem(draftKey(slug));
    else storage.setItem(draftKey(slug), JSON.stringify(draft));
  } catch {
    // A full or blocked storage only costs the reload safety net, never the form itself.
  }
}

export function clearDraft(slug: string): void {
  tabStorage()?.removeItem(draftKey(slug));
}
