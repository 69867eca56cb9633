import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SHOP_NOTICE_HOURS, SHOP_ORDER_CONFIRMATION_MODES, SHOP_SLOT_MINUTES } from '../../../domain/shop/shop-category-settings';
import { asFormFailure, type FormFailure } from '../../api/error-info';
import { Button, ButtonLink } from '../../components/button';
import { Checkbox } from '../../components/checkbox';
import { FormMessage } from '../../components/form-message';
import { Input } from '../../components/input';
import { FailureRetry } from '../../components/load-failure';
import { Loading } from '../../components/loading';
import { Select } from '../../components/select';
import { failureText } from '../../lib/failure-text';
import type { ScreenProps } from '../../routes/screen-types';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { toastAdded } from '../../store/ui-slice';
import { useApi } from '../../store/use-api';
import { useMountLoad } from '../../store/use-mount-load';
import { shopServiceCategoryLoaded } from '../services/shell';
import { loadShopCategory, saveShopCategory, type ShopOrderConfirmationMode } from './api/shop';
import { categoryPath } from './paths';
import { serviceCategoryIdOf } from './shop-category-screen';
import './shop.css';

interface SettingsDraft {
  is_enabled: boolean;
  order_confirmation_mode: ShopOrderConfirmationMode;
  reservation_slot_minutes: string;
  reservation_notice_hours: string;
}

/** dashboard/shop/category/{serviceCategoryId}/settings[/{action}] (flag shop): the category's shop settings. */
export default function ShopCategorySettingsScreen({ match }: ScreenProps) {
  const { t } = useTranslation();
  const api = useApi();
  const dispatch = useAppDispatch();
  const id = serviceCategoryIdOf(match.params.serviceCategoryId);
  const stored = useAppSelector((s) => s.service.shopServiceCategory);
  const category = stored?.service_category_id === id ? stored : null;
  const [draft, setDraft] = useState<SettingsDraft>();
  const [failure, setFailure] = useState<FormFailure>();
  const [sending, setSending] = useState(false);
  const { failure: loadFailure, load } = useMountLoad(async (call) => {
    dispatch(shopServiceCategoryLoaded((await call((c) => loadShopCategory(c, id))).shop_service_category));
  });
  useEffect(() => {
    if (category && !draft)
      setDraft({
        is_enabled: category.is_enabled === 1,
        order_confirmation_mode: category.order_confirmation_mode,
        reservation_slot_minutes: String(category.reservation_slot_minutes),
        reservation_notice_hours: String(category.reservation_notice_hours),
      });
  }, [category, draft]);

  const fieldError = (field: string) => failure?.fields.find((f) => f.field === field)?.message;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!draft) return;
    setSending(true);
    setFailure(undefined);
    try {
      const body = { ...draft, is_enabled: draft.is_enabled ? 1 : 0 };
      dispatch(shopServiceCategoryLoaded((await api((c) => saveShopCategory(c, id, body))).shop_service_category));
      dispatch(toastAdded({ tone: 'success', messageKey: 'shop>settings>saved' }));
    } catch (error) {
      setFailure(asFormFailure(error));
    } finally {
      setSending(false);
    }
  };

  return (
    <div className="page shop">
      <h1 className="page__title">{t('shop>settings>title')}</h1>
      {loadFailure && <FailureRetry failure={loadFailure} onRetry={() => void load()} />}
      {!loadFailure && !draft && <Loading />}
      {category && draft && (
        <form className="form" onSubmit={(e) => void submit(e)} noValidate>
          <p>
            {category.service_title} · {category.category_name}
          </p>
          <Checkbox label={t('shop>settings>isEnabled')} checked={draft.is_enabled} onChange={(e) => setDraft({ ...draft, is_enabled: e.target.checked })} />
          {fieldError('is_enabled') && <p className="field__error">{fieldError('is_enabled')}</p>}
          <Select
            label={t('shop>settings>mode')}
            hint={t(`shop>settings>modeHints>${draft.order_confirmation_mode}`)}
            value={draft.order_confirmation_mode}
            onChange={(e) => setDraft({ ...draft, order_confirmation_mode: e.target.value as ShopOrderConfirmationMode })}
            options={SHOP_ORDER_CONFIRMATION_MODES.map((m) => ({ value: m, label: t(`shop>settings>modes>${m}`) }))}
            error={fieldError('order_confirmation_mode')}
          />
          <fieldset className="shop-editor__group">
            <legend>{t('shop>settings>reservation')}</legend>
            <p className="form__note">{t(category.has_business_hours ? 'shop>settings>hoursSet' : 'shop>settings>hoursMissing')}</p>
            <Input
              label={t('shop>settings>slotMinutes')}
              type="number"
              min={SHOP_SLOT_MINUTES.min}
              max={SHOP_SLOT_MINUTES.max}
              step={SHOP_SLOT_MINUTES.step}
              value={draft.reservation_slot_minutes}
              onChange={(e) => setDraft({ ...draft, reservation_slot_minutes: e.target.value })}
              error={fieldError('reservation_slot_minutes')}
            />
            <Input
              label={t('shop>settings>noticeHours')}
              type="number"
              min={SHOP_NOTICE_HOURS.min}
              max={SHOP_NOTICE_HOURS.max}
              value={draft.reservation_notice_hours}
              onChange={(e) => setDraft({ ...draft, reservation_notice_hours: e.target.value })}
              error={fieldError('reservation_notice_hours')}
            />
          </fieldset>
          <FormMessage tone="error" text={failure && failure.fields.length === 0 ? failureText(t, failure) : undefined} />
          <div className="shop-editor__submit">
            <Button type="submit" disabled={sending}>
              {t('shop>settings>save')}
            </Button>
            <ButtonLink variant="secondary" to={categoryPath(id)}>
              {t('shop>settings>back')}
            </ButtonLink>
          </div>
        </form>
      )}
    </div>
  );
}
