import { type ChangeEvent, type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { nextShopItemState } from '../../../domain/shop/shop-item-status';
import { SHOP_SERVICE_TYPES, SHOP_TRAVEL_PREFERENCES } from '../../../domain/shop/shop-item.schema';
import { asFormFailure, type FormFailure } from '../../api/error-info';
import { Button, ButtonLink } from '../../components/button';
import { Checkbox } from '../../components/checkbox';
import { FileInput } from '../../components/file-input';
import { FormMessage } from '../../components/form-message';
import { Input } from '../../components/input';
import { FailureRetry } from '../../components/load-failure';
import { Loading } from '../../components/loading';
import { Select } from '../../components/select';
import { TextareaField } from '../../components/textarea-field';
import { failureText } from '../../lib/failure-text';
import type { ScreenProps } from '../../routes/screen-types';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { toastAdded } from '../../store/ui-slice';
import { useApi } from '../../store/use-api';
import { useCities } from '../../store/use-cities';
import { shopItemLoaded } from '../services/shell';
import { changeShopItemStatus, loadShopItem, saveShopItem, type ShopItemResponse } from './api/shop';
import { canAddPhoto, canAddPlan, canRemovePlan, draftOf, emptyDraft, emptyPlan, type ItemDraft, itemFormData, movePhoto, newKey, type PlanDraft } from './item-form';
import { productPath, SHOP_HOME } from './paths';
import './shop.css';

const idOf = (value: string | undefined) => (value !== undefined && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : undefined);

/** Fields the editor shows an error beside; any other refusal is shown above the save button. */
const SHOWN_FIELDS = /^(name|description|travel_preference|service_area|service_type|service_info|plans(\[\d+\]\[\w+\])?|photos?|is_quantity_limited|remaining_quantity|keywords|is_reservable)$/;

function ServiceAreaPicker({ draft, setDraft, error }: { draft: ItemDraft; setDraft: (d: ItemDraft) => void; error?: string }) {
  const { t } = useTranslation();
  const cities = useCities();
  const [cityId, setCityId] = useState('');
  const [districtId, setDistrictId] = useState('');
  const city = cities.find((c) => String(c.id) === cityId);
  const nameOf = (a: { city_id: number; district_id: number | null }) => {
    const c = cities.find((x) => x.id === a.city_id);
    const d = c?.districts.find((x) => x.id === a.district_id);
    return `${c?.name ?? a.city_id}${d ? ` ${d.name}` : ` ${t('shop>editor>wholeCity')}`}`;
  };
  const add = () => {
    if (!city) return;
    const area = { city_id: city.id, district_id: districtId ? Number(districtId) : null };
    if (draft.service_area.some((a) => a.city_id === area.city_id && a.district_id === area.district_id)) return;
    setDraft({ ...draft, service_area: [...draft.service_area, area] });
    setDistrictId('');
  };
  return (
    <fieldset className="shop-editor__group">
      <legend>{t('shop>editor>serviceArea')}</legend>
      <ul className="shop-editor__chips">
        {draft.service_area.map((a, i) => (
          <li key={`${a.city_id}-${a.district_id}`}>
            {nameOf(a)}{' '}
            <Button variant="ghost" aria-label={t('shop>editor>removeArea', { name: nameOf(a) })} onClick={() => setDraft({ ...draft, service_area: draft.service_area.filter((_, j) => j !== i) })}>
              {t('shop>editor>remove')}
            </Button>
          </li>
        ))}
      </ul>
      <div className="shop-editor__row">
        <Select label={t('shop>editor>city')} placeholder={t('shop>editor>chooseCity')} value={cityId} onChange={(e) => { setCityId(e.target.value); setDistrictId(''); }} options={cities.map((c) => ({ value: String(c.id), label: c.name }))} />
        <Select label={t('shop>editor>district')} placeholder={t('shop>editor>wholeCity')} value={districtId} disabled={!city} onChange={(e) => setDistrictId(e.target.value)} options={(city?.districts ?? []).map((d) => ({ value: String(d.id), label: d.name }))} />
        <Button variant="secondary" disabled={!city} onClick={add}>
          {t('shop>editor>addArea')}
        </Button>
      </div>
      {error && <p className="field__error" role="alert">{error}</p>}
    </fieldset>
  );
}

/**
 * dashboard/shop/product/{add|edit}/{serviceId}/{categoryId}[/{shopItemId}] (flag shop): the
 * whole item. A refusal (codes 803-826) is shown beside its field and every typed value stays;
 * after a save the item can be sent for review.
 */
export default function ShopProductScreen({ match }: ScreenProps) {
  const { t } = useTranslation();
  const api = useApi();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const serviceId = idOf(match.params.serviceId);
  const categoryId = idOf(match.params.categoryId);
  const itemId = idOf(match.params.shopItemId);
  const editing = match.params.action === 'edit';
  const saved = useAppSelector((s) => s.service.shopItem);
  const [draft, setDraft] = useState<ItemDraft | undefined>(editing ? undefined : emptyDraft());
  const [loadFailure, setLoadFailure] = useState<FormFailure>();
  const [failure, setFailure] = useState<FormFailure>();
  const [sending, setSending] = useState(false);
  const [applying, setApplying] = useState(false);
  const item: ShopItemResponse | null = saved && saved.shop_item_id === itemId ? saved : null;

  const load = async () => {
    if (!editing || itemId === undefined) return;
    setLoadFailure(undefined);
    try {
      const answer = await api((c) => loadShopItem(c, itemId));
      dispatch(shopItemLoaded(answer.shop_item));
      setDraft(draftOf(answer.shop_item));
    } catch (error) {
      setLoadFailure(asFormFailure(error));
    }
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: read once per item shown.
  useEffect(() => {
    if (editing && item && draft === undefined) setDraft(draftOf(item));
    else void load();
  }, [itemId, editing]);

  if (serviceId === undefined || categoryId === undefined || (match.params.action !== 'add' && match.params.action !== 'edit') || (editing && itemId === undefined)) {
    return (
      <div className="page shop">
        <h1 className="page__title">{t('shop>editor>title')}</h1>
        <FormMessage tone="error" text={t('shop>editor>badLink')} />
        <ButtonLink to={SHOP_HOME}>{t('shop>backToShop')}</ButtonLink>
      </div>
    );
  }

  const fieldError = (field: string) => failure?.fields.find((f) => f.field === field)?.message;
  const otherError = failure && !failure.fields.some((f) => SHOWN_FIELDS.test(f.field)) ? failureText(t, failure) : undefined;
  const set = (change: Partial<ItemDraft>) => setDraft((d) => (d ? { ...d, ...change } : d));
  const setPlan = (key: number, change: Partial<PlanDraft>) => setDraft((d) => (d ? { ...d, plans: d.plans.map((p) => (p.key === key ? { ...p, ...change } : p)) } : d));

  const addFiles = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    setDraft((d) => {
      if (!d) return d;
      const room = Math.max(0, 10 - d.photos.length);
      const added = files.slice(0, room).map((file) => ({ key: newKey(), kind: 'new' as const, file, thumb: typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : '' }));
      return { ...d, photos: [...d.photos, ...added] };
    });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!draft) return;
    setSending(true);
    setFailure(undefined);
    try {
      const answer = await api((c) => saveShopItem(c, editing ? itemId : undefined, itemFormData(draft, serviceId, categoryId)));
      dispatch(shopItemLoaded(answer.shop_item));
      setDraft(draftOf(answer.shop_item));
      dispatch(toastAdded({ tone: 'success', messageKey: 'shop>editor>saved' }));
      if (!editing) navigate(productPath('edit', serviceId, categoryId, answer.shop_item.shop_item_id), { replace: true });
    } catch (error) {
      setFailure(asFormFailure(error));
    } finally {
      setSending(false);
    }
  };

  const applyReview = async () => {
    if (!item) return;
    setApplying(true);
    setFailure(undefined);
    try {
      dispatch(shopItemLoaded((await api((c) => changeShopItemStatus(c, 'apply_review', item.shop_item_id))).shop_item));
      dispatch(toastAdded({ tone: 'success', messageKey: 'shop>editor>applied' }));
    } catch (error) {
      setFailure(asFormFailure(error));
    } finally {
      setApplying(false);
    }
  };
  const canApply = item !== null && nextShopItemState({ review: item.review, published: item.is_published === 1, deleted: false }, 'apply_review') !== null;

  return (
    <div className="page shop shop-editor">
      <h1 className="page__title">{t(editing ? 'shop>editor>editTitle' : 'shop>editor>addTitle')}</h1>
      {loadFailure && <FailureRetry failure={loadFailure} onRetry={() => void load()} />}
      {!loadFailure && !draft && <Loading />}
      {item && (
        <div className="shop-editor__status">
          <span className={`shop-badge shop-badge--review-${item.review}`}>{t(`shop>review>${item.review}`)}</span>
          {item.review === 4 && item.reject_reason && <p className="shop-item__reason">{t('shop>rejectReason', { reason: item.reject_reason })}</p>}
          {canApply && (
            <div className="shop-editor__apply">
              <p>{t('shop>editor>applyHint')}</p>
              <Button disabled={applying} onClick={() => void applyReview()}>
                {t('shop>actions>apply_review')}
              </Button>
            </div>
          )}
        </div>
      )}
      {draft && (
        <form className="form shop-editor__form" onSubmit={(e) => void submit(e)} noValidate>
          <Input label={t('shop>editor>name')} value={draft.name} maxLength={60} onChange={(e) => set({ name: e.target.value })} error={fieldError('name')} />
          <TextareaField id="shop-description" label={t('shop>editor>description')} value={draft.description} rows={5} onChange={(e) => set({ description: e.target.value })} error={fieldError('description')} />
          <fieldset className="shop-editor__group">
            <legend>{t('shop>editor>travelPreference')}</legend>
            {SHOP_TRAVEL_PREFERENCES.map((p) => (
              <Checkbox
                key={p}
                label={t(`shop>travel>${p}`)}
                checked={draft.travel_preference.includes(p)}
                onChange={(e) => set({ travel_preference: e.target.checked ? [...draft.travel_preference, p] : draft.travel_preference.filter((x) => x !== p) })}
              />
            ))}
            {fieldError('travel_preference') && <p className="field__error" role="alert">{fieldError('travel_preference')}</p>}
          </fieldset>
          <ServiceAreaPicker draft={draft} setDraft={(d) => setDraft(d)} error={fieldError('service_area')} />
          <Select label={t('shop>editor>serviceType')} value={draft.service_type} onChange={(e) => set({ service_type: e.target.value as ItemDraft['service_type'] })} options={SHOP_SERVICE_TYPES.map((s) => ({ value: s, label: t(`shop>serviceTypes>${s}`) }))} error={fieldError('service_type')} />
          <TextareaField id="shop-service-info" label={t('shop>editor>serviceInfo')} hint={t('shop>editor>serviceInfoHint')} value={draft.service_info} rows={3} onChange={(e) => set({ service_info: e.target.value })} error={fieldError('service_info')} />

          <fieldset className="shop-editor__group">
            <legend>{t('shop>editor>plans')}</legend>
            {fieldError('plans') && <p className="field__error" role="alert">{fieldError('plans')}</p>}
            <ol className="shop-editor__plans">
              {draft.plans.map((plan, i) => (
                <li key={plan.key} className="shop-editor__plan" data-plan={i}>
                  <h3>{t('shop>editor>planN', { n: i + 1 })}</h3>
                  <Input label={t('shop>editor>planName')} value={plan.name} onChange={(e) => setPlan(plan.key, { name: e.target.value })} error={fieldError(`plans[${i}][name]`)} />
                  <Input label={t('shop>editor>planDescription')} value={plan.description} onChange={(e) => setPlan(plan.key, { description: e.target.value })} error={fieldError(`plans[${i}][description]`)} />
                  <Input label={t('shop>editor>planPrice')} inputMode="numeric" value={plan.price} onChange={(e) => setPlan(plan.key, { price: e.target.value })} error={fieldError(`plans[${i}][price]`)} />
                  <Select label={t('shop>editor>planServiceType')} value={plan.service_type} onChange={(e) => setPlan(plan.key, { service_type: e.target.value as PlanDraft['service_type'] })} options={SHOP_SERVICE_TYPES.map((s) => ({ value: s, label: t(`shop>serviceTypes>${s}`) }))} error={fieldError(`plans[${i}][service_type]`)} />
                  {canRemovePlan(draft) && (
                    <Button variant="ghost" onClick={() => set({ plans: draft.plans.filter((p) => p.key !== plan.key) })}>
                      {t('shop>editor>removePlan', { n: i + 1 })}
                    </Button>
                  )}
                </li>
              ))}
            </ol>
            {canAddPlan(draft) && (
              <Button variant="secondary" onClick={() => set({ plans: [...draft.plans, emptyPlan()] })}>
                {t('shop>editor>addPlan')}
              </Button>
            )}
          </fieldset>

          <fieldset className="shop-editor__group">
            <legend>{t('shop>editor>photos')}</legend>
            <p className="form__note">{t('shop>editor>photosHint')}</p>
            <ol className="shop-editor__photos">
              {draft.photos.map((photo, i) => (
                <li key={photo.key} className="shop-editor__photo" data-photo={photo.kind === 'kept' ? photo.url : `new:${photo.file.name}`}>
                  {photo.thumb ? <img src={photo.thumb} alt={t('shop>editor>photoN', { n: i + 1 })} width={72} height={72} /> : <span>{t('shop>editor>photoN', { n: i + 1 })}</span>}
                  <Button variant="ghost" disabled={i === 0} aria-label={t('shop>editor>photoUp', { n: i + 1 })} onClick={() => set({ photos: movePhoto(draft.photos, i, -1) })}>
                    {t('shop>editor>up')}
                  </Button>
                  <Button variant="ghost" disabled={i === draft.photos.length - 1} aria-label={t('shop>editor>photoDown', { n: i + 1 })} onClick={() => set({ photos: movePhoto(draft.photos, i, 1) })}>
                    {t('shop>editor>down')}
                  </Button>
                  <Button variant="ghost" aria-label={t('shop>editor>photoRemove', { n: i + 1 })} onClick={() => set({ photos: draft.photos.filter((p) => p.key !== photo.key) })}>
                    {t('shop>editor>remove')}
                  </Button>
                </li>
              ))}
            </ol>
            {canAddPhoto(draft) && <FileInput id="shop-photo" accept="image/png,image/jpeg,image/gif" multiple aria-label={t('shop>editor>addPhotos')} count={draft.photos.filter((p) => p.kind === 'new').length} onChange={addFiles} />}
            {(fieldError('photo') ?? fieldError('photos')) && <p className="field__error" role="alert">{fieldError('photo') ?? fieldError('photos')}</p>}
          </fieldset>

          <fieldset className="shop-editor__group">
            <legend>{t('shop>editor>quantity')}</legend>
            <Checkbox label={t('shop>editor>isQuantityLimited')} checked={draft.is_quantity_limited} onChange={(e) => set({ is_quantity_limited: e.target.checked })} />
            {fieldError('is_quantity_limited') && <p className="field__error" role="alert">{fieldError('is_quantity_limited')}</p>}
            {draft.is_quantity_limited && <Input label={t('shop>editor>remainingQuantity')} inputMode="numeric" value={draft.remaining_quantity} onChange={(e) => set({ remaining_quantity: e.target.value })} error={fieldError('remaining_quantity')} />}
          </fieldset>
          <Input label={t('shop>editor>keywords')} hint={t('shop>editor>keywordsHint')} value={draft.keywords} onChange={(e) => set({ keywords: e.target.value })} error={fieldError('keywords')} />
          <Checkbox label={t('shop>editor>isReservable')} checked={draft.is_reservable} onChange={(e) => set({ is_reservable: e.target.checked })} />
          {fieldError('is_reservable') && <p className="field__error" role="alert">{fieldError('is_reservable')}</p>}
          <FormMessage tone="error" text={otherError ?? (failure && !otherError ? t('shop>editor>fixFields') : undefined)} />
          <div className="shop-editor__submit">
            <Button type="submit" disabled={sending}>
              {t(sending ? 'shop>editor>saving' : 'shop>editor>save')}
            </Button>
            <ButtonLink variant="secondary" to={SHOP_HOME}>
              {t('shop>backToShop')}
            </ButtonLink>
          </div>
        </form>
      )}
    </div>
  );
}
