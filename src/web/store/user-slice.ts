import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { UserInfo, UserStateResponse } from '../../domain/users/user.types';
import type { ProfileAnswer, SettingsAnswer } from '../../domain/users/users.contract';
import type { ErrorInfo } from '../api/error-info';
import type { AccountInfo, MeAnswer, SocialLinks } from '../features/session/shell';
import { checkLogin, fetchMe } from './user-thunks';
import { resolveMode } from '../routes/route-rules';
import { loggedOut, sessionGone } from './session-actions';
import { removeService } from '../features/services/shell';

type Bag = Record<string, unknown>;

/** The user state of spec section 3. Parts the API does not serve yet stay null until it does. */
export interface UserState {
  info: UserInfo | null;
  profile: UserStateResponse['profile'] | null;
  avatar: UserStateResponse['avatar'] | null;
  settings: Bag | null;
  notification_settings: Bag | null;
  blocked_status: Bag | null;
  id_status: Bag | null;
  unreadCount: number;
  cartCount: number;
  unreadBookingCount: number;
  /** Which social accounts are linked; null until the server says. */
  social: SocialLinks | null;
  /** False for an account made by a social or code login that never set a password. */
  has_password: boolean | null;
  /** Pro or consumer mode: the remembered one, else pro only for a user with a service (route-rules.ts resolveMode). */
  proMode: boolean;
  /** Whether the mode was chosen (remembered in the browser); otherwise it follows the user's services when they load. */
  modeChosen: boolean;
  /** A payment completion error, shown until dismissed. */
  payment_error: string | null;
  /** Credit just bought, for the thank-you message; null when nothing new. */
  credit_purchased: number | null;
  loading: boolean;
  /** Why loading the user failed (spec section 8: a failed user load stores an error). */
  error: ErrorInfo | null;
}

/** The mode of a user whose mode nobody chose: pro only with a service (a guest keeps pro until signed in). */
function defaultProMode(info: UserInfo | null | undefined): boolean {
  const services = (info as Partial<AccountInfo> | null | undefined)?.quote_service_count;
  return resolveMode(null, info ? (services ?? 0) : undefined) === 'pro';
}

/**
 * The state for a visitor, from what the server preloaded (me is null for a guest). `proMode`
 * is the remembered mode; without one the mode follows whether the user has a service.
 */
export function initialUserState(me: (UserStateResponse & { unreadCount?: number; unreadBookingCount?: number }) | null = null, proMode?: boolean): UserState {
  return {
    info: me?.info ?? null,
    profile: me?.profile ?? null,
    avatar: me?.avatar ?? null,
    settings: null,
    notification_settings: null,
    blocked_status: null,
    id_status: null,
    unreadCount: Math.max(0, me?.unreadCount ?? 0),
    cartCount: 0,
    unreadBookingCount: Math.max(0, me?.unreadBookingCount ?? 0),
    social: null,
    has_password: null,
    proMode: proMode ?? defaultProMode(me?.info),
    modeChosen: proMode !== undefined,
    payment_error: null,
    credit_purchased: null,
    loading: false,
    error: null,
  };
}

type Counts = Partial<Pick<UserState, 'unreadCount' | 'cartCount' | 'unreadBookingCount'>>;

const toGuest = (state: UserState): UserState => initialUserState(null, state.modeChosen ? state.proMode : undefined);

/** Everything GET /user/me.json answered; parts it left out keep what the state had. */
function storeMe(state: UserState, me: MeAnswer): void {
  state.info = me.info;
  if (!state.modeChosen) state.proMode = defaultProMode(me.info);
  state.profile = me.profile;
  state.avatar = me.avatar;
  if (me.settings) state.settings = me.settings;
  if (me.notification_settings) state.notification_settings = me.notification_settings;
  if (me.blocked_status) state.blocked_status = me.blocked_status;
  if (me.id_status) state.id_status = me.id_status;
  if (me.social) state.social = me.social;
  if (me.has_password !== undefined) state.has_password = me.has_password === 1;
  for (const key of ['unreadCount', 'cartCount', 'unreadBookingCount'] as const) {
    const value = me[key];
    if (typeof value === 'number') state[key] = Math.max(0, value);
  }
}

export const userSlice = createSlice({
  name: 'user',
  initialState: initialUserState(),
  reducers: {
    /** The user switched modes (and the browser remembers it). */
    proModeSet(state, action: PayloadAction<boolean>) {
      state.proMode = action.payload;
      state.modeChosen = true;
    },
    countsUpdated(state, action: PayloadAction<Counts>) {
      for (const [key, value] of Object.entries(action.payload) as [keyof Counts, number][]) state[key] = Math.max(0, value);
    },
    /** A failed payment; it replaces a success message still showing, so only the latest outcome shows. */
    paymentErrorSet(state, action: PayloadAction<string>) {
      state.payment_error = action.payload;
      state.credit_purchased = null;
    },
    paymentErrorDismissed(state) {
      state.payment_error = null;
    },
    /** Credit bought and paid; an earlier payment error is over. */
    creditPurchased(state, action: PayloadAction<number>) {
      state.credit_purchased = action.payload;
      state.payment_error = null;
    },
    creditPurchaseSeen(state) {
      state.credit_purchased = null;
    },
    /** The answer of edit_profile: names and avatar as the server now has them. */
    profileSaved(state, action: PayloadAction<ProfileAnswer>) {
      state.info = action.payload.info;
      state.profile = action.payload.profile;
      state.avatar = action.payload.avatar;
    },
    settingsLoaded(state, action: PayloadAction<SettingsAnswer>) {
      state.settings = action.payload.settings;
      state.notification_settings = action.payload.notification_settings;
    },
    /** A changed e-mail or confirmed phone: the info block the server answered. */
    infoUpdated(state, action: PayloadAction<Partial<AccountInfo>>) {
      if (state.info) state.info = { ...state.info, ...action.payload };
    },
    socialLinked(state, action: PayloadAction<keyof SocialLinks>) {
      state.social = { ...state.social, [action.payload]: 1 };
    },
    /** The links as the server answers them after one was removed. */
    socialUnlinked(state, action: PayloadAction<Partial<SocialLinks>>) {
      state.social = { ...state.social, ...action.payload } as SocialLinks;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(sessionGone, toGuest)
      .addCase(loggedOut, toGuest)
      .addCase(fetchMe.pending, (state) => {
        state.loading = true;
        state.error = null;
      })
      .addCase(fetchMe.fulfilled, (state, { payload }) => {
        storeMe(state, payload);
        state.loading = false;
      })
      .addCase(fetchMe.rejected, (state, { payload }) => {
        state.loading = false;
        // A 403 means "not signed in", which the session rules handle; it is not a load failure.
        if (payload?.kind !== 'session') state.error = payload ?? { code: 'client', kind: 'client' };
      })
      .addCase(checkLogin.fulfilled, (state, { payload }) => {
        state.info = payload;
      })
      // A deleted service: one fewer, never below zero.
      .addCase(removeService.fulfilled, (state) => {
        const info = state.info as (UserInfo & { quote_service_count?: number }) | null;
        if (info) info.quote_service_count = Math.max(0, (info.quote_service_count ?? 0) - 1);
      });
  },
});

export const {
  proModeSet,
  countsUpdated,
  paymentErrorSet,
  paymentErrorDismissed,
  creditPurchased,
  creditPurchaseSeen,
  profileSaved,
  settingsLoaded,
  infoUpdated,
  socialLinked,
  socialUnlinked,
} = userSlice.actions;
