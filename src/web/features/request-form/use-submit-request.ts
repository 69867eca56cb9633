import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { QuoteCategoryDetailResponse } from '../../../domain/catalogue/catalogue.types';
import { MatchedCaseError } from '../../../domain/errors/codes';
import { asFormFailure } from '../../api/error-info';
import { failureText } from '../../lib/failure-text';
import { useModeSwitch } from '../../routes/use-mode-switch';
import { useAppDispatch, useAppSelector, useAppStore } from '../../store/hooks';
import { toastAdded } from '../../store/ui-slice';
import { useApi } from '../../store/use-api';
import { postRequest } from './api/post-request';
import { clearDraft } from './draft-storage';
import { submissionEntries } from './form-draft';
import { activeQuestions } from './form-steps';
import { savePhotos } from './photo-storage';
import type { PostedState } from './posted-panel';
import type { RequestDraftState } from './use-request-draft';

export type SubmitPhase = 'idle' | 'posting' | 'phone';

export interface SubmitState {
  phase: SubmitPhase;
  /** A failure no field explains. */
  message: string | undefined;
  submit: () => Promise<void>;
  /** Post as soon as the visitor is signed in (now, or back from the login or sign-up screen). */
  submitWhenSignedIn: () => void;
}

/**
 * Posting the request: a consumer whose phone is not verified is asked to verify it and the
 * request goes out again by itself; refused fields open their step; success lands on the
 * request's quote list in consumer mode.
 */
export function useSubmitRequest(category: QuoteCategoryDetailResponse, form: RequestDraftState): SubmitState {
  const { t } = useTranslation();
  const api = useApi();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const switchMode = useModeSwitch();
  const store = useAppStore();
  const signedIn = useAppSelector((s) => s.user.info !== null);
  const [phase, setPhase] = useState<SubmitPhase>('idle');
  const [message, setMessage] = useState<string | undefined>();
  const latest = useRef(form);
  latest.current = form;
  const busy = useRef(false);

  const submit = useCallback(async () => {
    if (busy.current) return;
    const current = latest.current;
    if (!current.checkAll()) return;
    busy.current = true;
    setMessage(undefined);
    // A signed-in consumer without a verified phone verifies it first: the server would refuse
    // the request (409), so it is not sent to be refused.
    const info = store.getState().user.info;
    if (info && info.is_phone_confirmed !== 1) {
      setPhase('phone');
      busy.current = false;
      return;
    }
    setPhase('posting');
    try {
      const entries = submissionEntries(category.id, activeQuestions(category.QuoteFormField), current.draft);
      const created = await api((client) => postRequest(client, entries, current.photos));
      clearDraft(category.slug);
      savePhotos(category.slug, []);
      switchMode('consumer');
      dispatch(toastAdded({ tone: 'success', messageKey: 'requestForm>posted' }));
      const landing: PostedState = { posted: true, guestHash: created.hash };
      navigate(`/dashboard/projects/quotelist/${created.id}`, { state: landing });
    } catch (error) {
      const failure = asFormFailure(error);
      if (failure.kind === 'session') {
        // The app sends the visitor to log in; the request goes out when they are back.
        latest.current.update({ submitAfterSignIn: true });
        setPhase('idle');
      } else if (failure.status === 409 && Number(failure.code) === MatchedCaseError.PhoneVerificationNeeded) {
        setPhase('phone');
      } else {
        const unplaced = failure.fields.length > 0 ? latest.current.showServerErrors(failure.fields) : [];
        if (failure.fields.length === 0) setMessage(failureText(t, failure));
        else if (unplaced.length > 0) setMessage(unplaced.join(' '));
        setPhase('idle');
      }
    } finally {
      busy.current = false;
    }
  }, [api, category, dispatch, navigate, store, switchMode, t]);

  const submitWhenSignedIn = useCallback(() => latest.current.update({ submitAfterSignIn: true }), []);

  const pending = form.restored && signedIn && form.draft.submitAfterSignIn;
  useEffect(() => {
    if (!pending) return;
    latest.current.update({ submitAfterSignIn: false });
    void submit();
  }, [pending, submit]);

  return { phase, message, submit, submitWhenSignedIn };
}
