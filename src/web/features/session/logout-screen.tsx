import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Loading } from '../../components/loading';
import { PageFrame } from '../../components/page-frame/page-frame';
import { forgetSignedInHint } from '../../lib/signed-in-hint';
import { useAppDispatch } from '../../store/hooks';
import { signOut } from '../../store/session-thunks';

/** Logout ends the session on the server (POST /users/logout.json), clears the state, then goes to login. */
export function LogoutScreen() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    forgetSignedInHint();
    void dispatch(signOut()).then(() => navigate('/login', { replace: true }));
  }, [dispatch, navigate]);
  return (
    <PageFrame>
      <div className="page page--narrow">
        <h1 className="page__title">{t('screens>logout>title')}</h1>
        <Loading label={t('session>signingOut')} />
      </div>
    </PageFrame>
  );
}
