import { type RefObject, useEffect } from 'react';
import { isAllowedInShell, type PartnerShell } from '../../../domain/partners/partner-shell';

/**
 * Inside a partner's shell, hides every link under `root` to a screen the partner does not allow
 * (PARTNERS_FILE `allowedScreens`), and those added later (a menu that opens, a list that loads).
 * A link alone in a list item takes its item with it, so a menu keeps no empty slot.
 */
export function useShellScreens(shell: PartnerShell | null, root: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = root.current;
    if (!shell || !element) return;
    const apply = () => {
      for (const link of element.querySelectorAll<HTMLAnchorElement>('a[href^="/"]')) {
        const parent = link.parentElement;
        const target = parent?.tagName === 'LI' && parent.childElementCount === 1 ? parent : link;
        target.style.display = isAllowedInShell(shell, link.getAttribute('href') ?? '/') ? '' : 'none';
      }
    };
    apply();
    const observer = new MutationObserver(apply);
    observer.observe(element, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [shell, root]);
}
