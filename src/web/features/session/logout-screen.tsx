import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Loading } from '../../components/loading';
import { PageFrame } from '../../components/page-frame/page-frame';
import { rememberSession, safeLocalStorage } from '../../lib/signed-in-hint';
import { useAppDispatch } from '../../store/hooks';
import { loggedOut } from '../../store/user-slice';

/** Logout clears the session state, then goes to login (spec section 2). */
export function LogoutScreen() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  useEffect(() => {
    dispatch(loggedOut());
    const storage = safeLocalStorage();
    if (storage) rememberSession(storage, false);
    navigate('/login', { replace: true });
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
