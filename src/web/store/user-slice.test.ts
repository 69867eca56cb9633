import { describe, expect, it } from 'vitest';
import { loggedOut, sessionGone } from './session-actions';
import { me } from '../test/fixtures';
import {
  countsUpdated,
  creditPurchased,
  creditPurchaseSeen,
  infoUpdated,
  initialUserState,
  paymentErrorDismissed,
  paymentErrorSet,
  proModeSet,
  userSlice,
} from './user-slice';
import { checkLogin, fetchMe } from './user-thunks';

const reduce = userSlice.reducer;
const signedIn = () => initialUserState(me, true);

describe('the user state', () => {
  it('starts from the preloaded user, or as a guest in pro mode', () => {
    expect(signedIn()).toMatchObject({ info: me.info, profile: me.profile, avatar: me.avatar, unreadCount: 0, proMode: true, loading: false, error: null });
    expect(initialUserState()).toMatchObject({ info: null, profile: null, avatar: null, proMode: true });
    expect(initialUserState(null, false).proMode).toBe(false);
  });

  it.each([
    ['a lost session', sessionGone()],
    ['logging out', loggedOut()],
  ])('forgets the user on %s but keeps the mode', (_, action) => {
    const state = reduce({ ...signedIn(), proMode: false, unreadCount: 3 }, action);
    expect(state).toEqual(initialUserState(null, false));
  });

  it('switches between pro and consumer mode', () => {
    expect(reduce(signedIn(), proModeSet(false)).proMode).toBe(false);
  });

  const withServices = (n: number) => ({ ...me, info: { ...me.info, quote_service_count: n } });

  it('starts a user whose mode nobody chose in pro mode only when they have a service', () => {
    expect(initialUserState(withServices(0))).toMatchObject({ proMode: false, modeChosen: false });
    expect(initialUserState(withServices(2))).toMatchObject({ proMode: true, modeChosen: false });
    // The remembered mode wins either way.
    expect(initialUserState(withServices(0), true)).toMatchObject({ proMode: true, modeChosen: true });
    expect(initialUserState(withServices(2), false)).toMatchObject({ proMode: false, modeChosen: true });
  });

  it('decides the mode when a sign-in loads the user, unless a mode was chosen', () => {
    const guest = initialUserState();
    const consumer = reduce(guest, fetchMe.fulfilled(withServices(0), 'r1', undefined));
    expect(consumer.proMode).toBe(false);
    const pro = reduce(reduce(consumer, loggedOut()), fetchMe.fulfilled(withServices(1), 'r2', undefined));
    expect(pro.proMode).toBe(true);
    const chosen = reduce(reduce(guest, proModeSet(true)), fetchMe.fulfilled(withServices(0), 'r3', undefined));
    expect(chosen).toMatchObject({ proMode: true, modeChosen: true });
    expect(reduce(chosen, loggedOut())).toMatchObject({ proMode: true, modeChosen: true });
  });

  it('updates only the counts given, never below zero', () => {
    const state = reduce({ ...signedIn(), cartCount: 2 }, countsUpdated({ unreadCount: 4, unreadBookingCount: -1 }));
    expect(state).toMatchObject({ unreadCount: 4, cartCount: 2, unreadBookingCount: 0 });
  });

  it('keeps a payment error until it is dismissed', () => {
    const failed = reduce(signedIn(), paymentErrorSet('刷卡失敗'));
    expect(failed.payment_error).toBe('刷卡失敗');
    expect(reduce(failed, paymentErrorDismissed()).payment_error).toBeNull();
  });

  it('remembers purchased credit until seen', () => {
    const bought = reduce(signedIn(), creditPurchased(500));
    expect(bought.credit_purchased).toBe(500);
    expect(reduce(bought, creditPurchaseSeen()).credit_purchased).toBeNull();
  });

  it('shows only the latest payment outcome: a success clears an error and a failure clears a success', () => {
    const failed = reduce(signedIn(), paymentErrorSet('卡片被拒絕'));
    const bought = reduce(failed, creditPurchased(1050));
    expect(bought).toMatchObject({ payment_error: null, credit_purchased: 1050 });
    expect(reduce(bought, paymentErrorSet('卡片被拒絕'))).toMatchObject({ payment_error: '卡片被拒絕', credit_purchased: null });
  });

  it('takes the balance after a purchase into the info and keeps the rest', () => {
    const state = reduce(signedIn(), infoUpdated({ available_wallet_amount: 1350 }));
    expect(state.info).toMatchObject({ ...me.info, available_wallet_amount: 1350 });
  });

  it('forgets a payment error and purchased credit when the session ends', () => {
    const state = reduce(reduce(signedIn(), creditPurchased(300)), sessionGone());
    expect(state).toMatchObject({ payment_error: null, credit_purchased: null });
  });

  it('marks loading while the user loads and stores what arrives', () => {
    const loading = reduce(initialUserState(), fetchMe.pending('r1', undefined));
    expect(loading.loading).toBe(true);
    const loaded = reduce(loading, fetchMe.fulfilled(me, 'r1', undefined));
    expect(loaded).toMatchObject({ info: me.info, profile: me.profile, avatar: me.avatar, loading: false });
  });

  it('stores an error when loading the user fails, but not for a guest', () => {
    const failure = { code: 'network', kind: 'network' as const, messageKey: 'errors>network' };
    const failed = reduce(initialUserState(), fetchMe.rejected(null, 'r1', undefined, failure));
    expect(failed).toMatchObject({ loading: false, error: failure });
    const guest = reduce(initialUserState(), fetchMe.rejected(null, 'r1', undefined, { code: 'invalid token', kind: 'session' }));
    expect(guest.error).toBeNull();
  });

  it('refreshes the user info after a login check', () => {
    const info = { ...me.info, full_name: '王大明' };
    expect(reduce(signedIn(), checkLogin.fulfilled(info, 'r1', undefined)).info?.full_name).toBe('王大明');
  });
});
