import { describe, expect, it } from 'vitest';
import { initialUiState, MAX_TOASTS, paymentReturnToSet, popupSet, sessionRedirected, statusModalClosed, statusModalShown, toastAdded, toastDismissed, uiSlice } from './ui-slice';
import { creditPurchased, creditPurchaseSeen, paymentErrorDismissed, paymentErrorSet } from './user-slice';
import { sessionGone } from './session-actions';

const reduce = uiSlice.reducer;

describe('the UI state', () => {
  it('queues toasts with their own ids and dismisses one by id', () => {
    const one = reduce(initialUiState(), toastAdded({ tone: 'error', text: '失敗了' }));
    const two = reduce(one, toastAdded({ tone: 'info', messageKey: 'errors>network' }));
    expect(two.toasts).toHaveLength(2);
    expect(two.toasts[0]!.id).not.toBe(two.toasts[1]!.id);
    expect(reduce(two, toastDismissed(two.toasts[0]!.id)).toasts).toEqual([two.toasts[1]]);
  });

  it('drops the oldest toast beyond the limit', () => {
    let state = initialUiState();
    for (let i = 0; i <= MAX_TOASTS; i++) state = reduce(state, toastAdded({ tone: 'info', text: String(i) }));
    expect(state.toasts.map((t) => t.text)).toEqual(['1', '2', '3']);
  });

  it('shows and closes the status modal', () => {
    const shown = reduce(initialUiState(), statusModalShown({ titleKey: 'errors>boundaryTitle', code: 690 }));
    expect(shown.statusModal).toEqual({ titleKey: 'errors>boundaryTitle', code: 690 });
    expect(reduce(shown, statusModalClosed()).statusModal).toBeNull();
  });

  it('opens and closes each popup on its own', () => {
    const open = reduce(initialUiState(), popupSet({ popup: 'appInstallPrompt', open: true }));
    expect(open).toMatchObject({ appInstallPrompt: true, paymentPopup: false });
    expect(reduce(open, popupSet({ popup: 'appInstallPrompt', open: false })).appInstallPrompt).toBe(false);
  });

  it('flags a lost session until the app has sent the visitor to login', () => {
    const gone = reduce(initialUiState(), sessionGone());
    expect(gone.sessionGone).toBe(true);
    expect(reduce(gone, sessionRedirected()).sessionGone).toBe(false);
  });

  it('opens the payment popup on a payment error or a purchase, and closes it when the outcome is read', () => {
    const failed = reduce(initialUiState(), paymentErrorSet('發卡銀行拒絕這筆交易'));
    expect(failed.paymentPopup).toBe(true);
    expect(reduce(failed, paymentErrorDismissed()).paymentPopup).toBe(false);
    const paid = reduce(initialUiState(), creditPurchased(1050));
    expect(paid.paymentPopup).toBe(true);
    expect(reduce(paid, creditPurchaseSeen()).paymentPopup).toBe(false);
    // The other popups are left as they were.
    expect(paid).toMatchObject({ priceView: false, checklistPopup: false, changeRequestPopup: false, notificationPrompt: false });
  });

  it('keeps the way back the payment popup offers, until the screen clears it', () => {
    const set = reduce(initialUiState(), paymentReturnToSet('/dashboard/works/12'));
    expect(set.paymentReturnTo).toBe('/dashboard/works/12');
    expect(reduce(set, paymentReturnToSet(null)).paymentReturnTo).toBeNull();
  });

  it('carries a status modal’s tone, values and next step', () => {
    const modal = { tone: 'success' as const, titleKey: 'statusModal>serviceDeleted>title', values: { name: '冷氣安裝' }, action: { labelKey: 'statusModal>serviceDeleted>next', to: '/dashboard/services' } };
    expect(reduce(initialUiState(), statusModalShown(modal)).statusModal).toEqual(modal);
  });
});
