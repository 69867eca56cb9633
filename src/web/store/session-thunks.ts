import { type EmailCodeLogin, emailCodeLogin, getSocialProviders, login, loginOnce, logout, type PasswordLogin, type PhoneCodeLogin, type SignUpUser, type SocialLogin, signUp, validateUser } from '../features/session/shell';
import type { MeAnswer } from '../features/session/shell';
import type { ApiClient } from '../api/client';
import { type FormFailure, toFormFailure } from '../api/error-info';
import { createAppAsyncThunk } from './thunk';
import { loggedOut } from './session-actions';
import { fetchMe } from './user-thunks';

/** Every way to start a session; each call answers session_id and sets the HttpOnly cookie. */
export type SignInRequest =
  | { method: 'password'; body: PasswordLogin }
  | { method: 'social'; body: SocialLogin }
  | { method: 'phoneCode'; body: PhoneCodeLogin }
  | { method: 'emailCode'; body: EmailCodeLogin }
  | { method: 'loginOnce'; body: { hash: string; device_id: string } }
  | { method: 'signUp'; body: SignUpUser };

function call(api: ApiClient, request: SignInRequest): Promise<unknown> {
  switch (request.method) {
    case 'password':
    case 'social':
      return login(api, request.body);
    case 'phoneCode':
      return validateUser(api, request.body);
    case 'emailCode':
      return emailCodeLogin(api, request.body);
    case 'loginOnce':
      return loginOnce(api, request.body);
    case 'signUp':
      return signUp(api, request.body);
  }
}

/**
 * Signs in (or up). The token stays in the cookie where scripts cannot read it, so the store
 * learns who signed in from GET /user/me.json right after.
 */
export const signIn = createAppAsyncThunk<MeAnswer, SignInRequest, { rejectValue: FormFailure }>(
  'session/signIn',
  async (request, { extra, dispatch, rejectWithValue }) => {
    try {
      await call(extra.api, request);
    } catch (error) {
      return rejectWithValue(toFormFailure(error));
    }
    const me = await dispatch(fetchMe());
    if (fetchMe.fulfilled.match(me)) return me.payload;
    return rejectWithValue({ ...(me.payload ?? { code: 'client', kind: 'client' }), fields: [], status: 0 });
  },
);

/** Signs out: the server revokes the session and clears the cookie; the store forgets the user either way. */
export const signOut = createAppAsyncThunk('session/signOut', async (_arg: undefined, { extra, dispatch }) => {
  try {
    await logout(extra.api);
  } catch {
    // Offline or already signed out: the visitor still leaves as a guest.
  }
  dispatch(loggedOut());
});

/** Which social sign-ins the server has configured (buttons show only for those). */
export const fetchSocialProviders = createAppAsyncThunk('session/fetchSocialProviders', (_arg: undefined, { extra }) => getSocialProviders(extra.api), {
  condition: (_, { getState }) => getState().auth.providersStatus === 'idle',
});
