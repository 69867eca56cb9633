import { PaymentPopup } from '../../features/wallet/shell';
import { ChecklistPopup, useChecklistPopup } from './checklist-popup';
import { InstallPrompt, useInstallPrompt } from './install-prompt';
import './popups.css';

/**
 * The spec's popup states that belong to no one screen (section 2): the payment popup, the
 * onboarding checklist for new pros and the app-install prompt. Screens open the others
 * (price view, change request, notification prompt) with `popupSet`.
 */
export function PopupHost() {
  useChecklistPopup();
  useInstallPrompt();
  return (
    <>
      <PaymentPopup />
      <ChecklistPopup />
      <InstallPrompt />
    </>
  );
}
