import type { ErrorInfo } from '../api/error-info';
import { toErrorInfo } from '../api/error-info';
import { getMe, getMeBrief } from '../features/session/shell';
import type { MeAnswer } from '../features/session/shell';
import { createAppAsyncThunk } from './thunk';

/**
 * Loads who is signed in. `guestOk` is for public pages, where a 403 only means "a guest"
 * and must not send anyone to the login page.
 */
export const fetchMe = createAppAsyncThunk<MeAnswer, { guestOk?: boolean } | undefined, { rejectValue: ErrorInfo }>(
  'user/fetchMe',
  async (arg, { extra, rejectWithValue }) => {
    const guestOk = arg?.guestOk ?? false;
    try {
      return await getMe(extra.api, { guestOk, quiet: guestOk });
    } catch (error) {
      return rejectWithValue(toErrorInfo(error));
    }
  },
);

/** Re-checks the session on dashboard route changes; a 403 ends it through the API client. */
export const checkLogin = createAppAsyncThunk('user/checkLogin', (_arg: undefined, { extra }) => getMeBrief(extra.api, { quiet: true }));
