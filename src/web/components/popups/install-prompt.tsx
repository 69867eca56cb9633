import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { installAvailable, installWelcome, onInstallAvailability, promptInstall, rememberInstallDismissed } from '../../lib/install-prompt';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { popupSet } from '../../store/ui-slice';
import { Button } from '../button';

/**
 * Opens the app-install prompt when the browser offers installation (flag appDownloadPrompts),
 * to a returning visitor who has not dismissed it.
 */
export function useInstallPrompt(): void {
  const dispatch = useAppDispatch();
  const enabled = useAppSelector((s) => s.app.flags.appDownloadPrompts);
  useEffect(() => {
    if (!enabled) return;
    const update = (available: boolean) => dispatch(popupSet({ popup: 'appInstallPrompt', open: available && installWelcome() }));
    if (installAvailable()) update(true);
    return onInstallAvailability(update);
  }, [enabled, dispatch]);
}

/** The app-install prompt (spec section 2): a bar at the bottom, install or dismiss for good. */
export function InstallPrompt() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const open = useAppSelector((s) => s.ui.appInstallPrompt && s.app.flags.appDownloadPrompts);
  if (!open) return null;
  const close = () => dispatch(popupSet({ popup: 'appInstallPrompt', open: false }));
  return (
    <section className="install-prompt" aria-labelledby="install-prompt-title" data-popup="appInstallPrompt">
      <div className="install-prompt__text">
        <h2 id="install-prompt-title">{t('uiStates>install>title')}</h2>
        <p>{t('uiStates>install>body')}</p>
      </div>
      <div className="install-prompt__actions">
        <Button
          onClick={() => {
            close();
            void promptInstall();
          }}
        >
          {t('uiStates>install>install')}
        </Button>
        <Button
          variant="ghost"
          onClick={() => {
            rememberInstallDismissed();
            close();
          }}
        >
          {t('uiStates>install>later')}
        </Button>
      </div>
    </section>
  );
}
