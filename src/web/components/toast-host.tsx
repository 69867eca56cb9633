import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { type Toast, toastDismissed } from '../store/ui-slice';

/** How long a toast stays before it leaves by itself. */
export const TOAST_MS = 6000;

function ToastItem({ toast }: { toast: Toast }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  useEffect(() => {
    const timer = setTimeout(() => dispatch(toastDismissed(toast.id)), TOAST_MS);
    return () => clearTimeout(timer);
  }, [dispatch, toast.id]);
  return (
    <li className={`toast toast--${toast.tone}`}>
      <p className="toast__text">{toast.text ?? (toast.messageKey ? t(toast.messageKey) : '')}</p>
      <button type="button" className="toast__close" onClick={() => dispatch(toastDismissed(toast.id))} aria-label={t('toast>dismiss')}>
        <span aria-hidden="true">×</span>
      </button>
    </li>
  );
}

/** The toast queue; the live region is always present so screen readers hear new toasts. */
export function ToastHost() {
  const { t } = useTranslation();
  const toasts = useAppSelector((s) => s.ui.toasts);
  return (
    <section className="toasts" aria-live="polite" aria-label={t('toast>region')}>
      <ul className="toasts__list">
        {toasts.map((toast) => (
          <ToastItem key={toast.id} toast={toast} />
        ))}
      </ul>
    </section>
  );
}
