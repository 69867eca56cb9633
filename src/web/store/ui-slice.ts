import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';
import { creditPurchased, creditPurchaseSeen, paymentErrorDismissed, paymentErrorSet } from './user-slice';
import { sessionGone } from './session-actions';

export type ToastTone = 'error' | 'info' | 'success';

/** A toast shows server text as it came, or one of our own texts by i18n key. */
export interface Toast {
  id: string;
  tone: ToastTone;
  text?: string;
  messageKey?: string;
}

/** The status modal of spec section 2: a title, a message and, for failures, a code. */
export interface StatusModal {
  titleKey: string;
  messageKey?: string;
  text?: string;
  code?: string | number;
  /** How the result went: a success shows as such; omitted is a neutral notice. */
  tone?: 'success' | 'error' | 'info';
  /** Values for the message's placeholders. */
  values?: Record<string, string | number>;
  /** A next step offered beside OK: its label (an i18n key) and where it goes. */
  action?: { labelKey: string; to: string };
}

export const POPUPS = ['paymentPopup', 'priceView', 'appInstallPrompt', 'checklistPopup', 'changeRequestPopup', 'notificationPrompt'] as const;
export type Popup = (typeof POPUPS)[number];

export interface UiState extends Record<Popup, boolean> {
  toasts: Toast[];
  statusModal: StatusModal | null;
  /** Set when the API reports a lost session; the router sends the visitor to login. */
  sessionGone: boolean;
  /** Where the payment popup offers to go back to (a lead refused for credit); null: nowhere. */
  paymentReturnTo: string | null;
}

/** More than this and the oldest toast makes room: a burst of failures should not fill the screen. */
export const MAX_TOASTS = 3;

export function initialUiState(): UiState {
  return {
    toasts: [],
    statusModal: null,
    sessionGone: false,
    paymentReturnTo: null,
    paymentPopup: false,
    priceView: false,
    appInstallPrompt: false,
    checklistPopup: false,
    changeRequestPopup: false,
    notificationPrompt: false,
  };
}

export const uiSlice = createSlice({
  name: 'ui',
  initialState: initialUiState(),
  reducers: {
    toastAdded: {
      reducer(state, action: PayloadAction<Toast>) {
        state.toasts.push(action.payload);
        if (state.toasts.length > MAX_TOASTS) state.toasts.splice(0, state.toasts.length - MAX_TOASTS);
      },
      prepare: (toast: Omit<Toast, 'id'>) => ({ payload: { ...toast, id: nanoid() } }),
    },
    toastDismissed(state, action: PayloadAction<string>) {
      state.toasts = state.toasts.filter((t) => t.id !== action.payload);
    },
    statusModalShown(state, action: PayloadAction<StatusModal>) {
      state.statusModal = action.payload;
    },
    statusModalClosed(state) {
      state.statusModal = null;
    },
    popupSet(state, action: PayloadAction<{ popup: Popup; open: boolean }>) {
      state[action.payload.popup] = action.payload.open;
    },
    sessionRedirected(state) {
      state.sessionGone = false;
    },
    /** The screen a purchase started from names the way back the payment popup offers. */
    paymentReturnToSet(state, action: PayloadAction<string | null>) {
      state.paymentReturnTo = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(sessionGone, (state) => {
      state.sessionGone = true;
    });
    // The payment popup is the spec's popup state: a payment's outcome opens it wherever the
    // person is, and reading the outcome closes it.
    builder.addCase(paymentErrorSet, (state) => {
      state.paymentPopup = true;
    });
    builder.addCase(creditPurchased, (state) => {
      state.paymentPopup = true;
    });
    builder.addCase(paymentErrorDismissed, (state) => {
      state.paymentPopup = false;
    });
    builder.addCase(creditPurchaseSeen, (state) => {
      state.paymentPopup = false;
    });
  },
});

export const { toastAdded, toastDismissed, statusModalShown, statusModalClosed, popupSet, sessionRedirected, paymentReturnToSet } = uiSlice.actions;
