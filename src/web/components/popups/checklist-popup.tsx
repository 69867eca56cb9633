import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { ONBOARD_COMPLETED, OnboardStep } from '../../../domain/services/steps';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { popupSet } from '../../store/ui-slice';
import { Button } from '../button';
import { Modal } from '../modal';

const SHOWN_KEY = 'checklist-popup-shown';

function shownTo(): number[] {
  try {
    const list: unknown = JSON.parse(window.localStorage.getItem(SHOWN_KEY) ?? '[]');
    return Array.isArray(list) ? list.filter((n): n is number => typeof n === 'number') : [];
  } catch {
    return [];
  }
}

/** Whether the checklist was already shown to this user in this browser. */
export function checklistShown(userId: number): boolean {
  return shownTo().includes(userId);
}

function rememberShown(userId: number): void {
  try {
    window.localStorage.setItem(SHOWN_KEY, JSON.stringify([...shownTo().filter((id) => id !== userId), userId].slice(-20)));
  } catch {
    // Storage may be off (private mode): the checklist may then show again next visit, which is harmless.
  }
}

/** The pro's home, the lead list: where the checklist opens. */
const PRO_HOME = /^(\/[a-z]{2}-[A-Z]{2})?\/dashboard\/requests\/?$/;

/**
 * Opens the onboarding checklist popup once for a new pro who started the onboarding and left
 * it unfinished (onboard_state 1-3), when they come to their lead list in pro mode. A pro who
 * has not started it sees the lead list's own reminder instead.
 */
export function useChecklistPopup(): void {
  const dispatch = useAppDispatch();
  const { pathname } = useLocation();
  const info = useAppSelector((s) => s.user.info);
  const proMode = useAppSelector((s) => s.user.proMode);
  const due = info !== null && proMode && info.onboard_state > OnboardStep.Welcome && info.onboard_state < ONBOARD_COMPLETED && PRO_HOME.test(pathname);
  const userId = info?.id;
  useEffect(() => {
    if (!due || userId === undefined || checklistShown(userId)) return;
    rememberShown(userId);
    dispatch(popupSet({ popup: 'checklistPopup', open: true }));
  }, [due, userId, dispatch]);
}

/** The checklist popup (spec section 2): the onboarding steps done and still to do, and the way to them. */
export function ChecklistPopup() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const open = useAppSelector((s) => s.ui.checklistPopup);
  const info = useAppSelector((s) => s.user.info);
  if (!open || !info) return null;
  const close = () => dispatch(popupSet({ popup: 'checklistPopup', open: false }));
  const reached = info.onboard_state;
  const items = [
    { key: 'phone', done: info.is_phone_confirmed === 1 },
    { key: 'basic', done: reached > OnboardStep.Basic },
    { key: 'logo', done: reached > OnboardStep.Logo },
    { key: 'description', done: reached > OnboardStep.Description },
  ];
  return (
    <Modal
      open
      title={t('uiStates>checklist>title')}
      onClose={close}
      footer={
        <>
          <Button
            onClick={() => {
              close();
              navigate('/dashboard/onboarding');
            }}
          >
            {t('uiStates>checklist>start')}
          </Button>
          <Button variant="ghost" onClick={close}>
            {t('uiStates>checklist>later')}
          </Button>
        </>
      }
    >
      <p>{t('uiStates>checklist>lead')}</p>
      <ul className="checklist-popup" data-popup="checklistPopup">
        {items.map((item) => (
          <li key={item.key} className={item.done ? 'checklist-popup__item checklist-popup__item--done' : 'checklist-popup__item'}>
            <span className="checklist-popup__mark" aria-hidden="true">
              {item.done ? '✓' : '○'}
            </span>
            <span>{t(`uiStates>checklist>${item.key}`)}</span>
            <span className="visually-hidden">{item.done ? t('uiStates>checklist>done') : t('uiStates>checklist>todo')}</span>
          </li>
        ))}
      </ul>
    </Modal>
  );
}
