import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isMaskedValue } from '../../../domain/certificates/certificate.schema';
import { CARRIER_TYPES, type CarrierType, type InvoiceSettings, validateInvoiceSettings } from '../../../domain/invoices/invoice-settings';
import { asFormFailure } from '../../api/error-info';
import { Button, ButtonLink } from '../../components/button';
import { FormMessage } from '../../components/form-message';
import { Input } from '../../components/input';
import { FailureRetry } from '../../components/load-failure';
import { Loading } from '../../components/loading';
import { failureText } from '../../lib/failure-text';
import { useAppDispatch } from '../../store/hooks';
import { toastAdded } from '../../store/ui-slice';
import { useApi } from '../../store/use-api';
import { useMountLoad } from '../../store/use-mount-load';
import { getInvoiceSettings, saveInvoiceSettings } from './api/invoice-settings';
import './invoice-settings.css';

type Values = { carrier_type: CarrierType; carrier: string; donation_code: string; unified_number: string; title: string };
type FieldName = Exclude<keyof Values, 'carrier_type'>;

const EMPTY: Values = { carrier_type: 'member', carrier: '', donation_code: '', unified_number: '', title: '' };
/**
 * The saved unified business number comes back masked (`04****57`); left as it is, the server keeps the saved
 * number. Only the check here needs a well-formed stand-in for it.
 */
const NUMBER_STAND_IN = '00000000';

function toValues(s: InvoiceSettings): Values {
  return { carrier_type: s.carrier_type, carrier: s.carrier ?? '', donation_code: s.donation_code ?? '', unified_number: s.unified_number ?? '', title: s.title ?? '' };
}

/** dashboard/settings/invoice: the e-invoice carrier every credit purchase is issued to. */
export default function InvoiceSettingsScreen() {
  const { t } = useTranslation();
  const api = useApi();
  const dispatch = useAppDispatch();
  const [values, setValues] = useState<Values | undefined>();
  const [savedNumber, setSavedNumber] = useState<string | null>(null);
  const [errors, setErrors] = useState<Partial<Record<keyof Values, string>>>({});
  const [message, setMessage] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);

  const { failure: loadFailure, load } = useMountLoad(async (api) => {
    const answer = await api(getInvoiceSettings);
    setValues(toValues(answer.invoice_settings));
    setSavedNumber(answer.invoice_settings.unified_number);
  });

  const set = (name: keyof Values, value: string) => {
    setValues((v) => ({ ...(v ?? EMPTY), [name]: value }));
    setErrors((e) => ({ ...e, [name]: undefined }));
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!values || inFlight.current) return;
    setMessage(undefined);
    const keepsNumber = isMaskedValue(values.unified_number) && values.unified_number === savedNumber;
    const checked = validateInvoiceSettings(keepsNumber ? { ...values, unified_number: NUMBER_STAND_IN } : values);
    if (!checked.ok) {
      setErrors({ [checked.field]: checked.message });
      return;
    }
    const settings = checked.value.unified_number && keepsNumber ? { ...checked.value, unified_number: values.unified_number } : checked.value;
    inFlight.current = true;
    setBusy(true);
    try {
      const answer = await api((client) => saveInvoiceSettings(client, settings));
      setValues(toValues(answer.invoice_settings));
      setSavedNumber(answer.invoice_settings.unified_number);
      setErrors({});
      dispatch(toastAdded({ tone: 'success', messageKey: 'invoiceSettings>saved' }));
    } catch (error) {
      const failure = asFormFailure(error);
      const byField: Partial<Record<keyof Values, string>> = {};
      for (const f of failure.fields) if (f.field in EMPTY) byField[f.field as keyof Values] = f.message;
      setErrors(byField);
      if (Object.keys(byField).length === 0) setMessage(failureText(t, failure));
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };

  const input = (name: FieldName, extra: { inputMode?: 'numeric' | 'text'; autoCapitalize?: string; maxLength: number; placeholder?: string }) => {
    // The carrier field is a mobile barcode or a certificate number, named after the type.
    const key = name === 'carrier' ? (values?.carrier_type ?? 'mobile') : name;
    return (
      <Input
        name={name}
        label={t(`invoiceSettings>fields>${key}`)}
        hint={t(`invoiceSettings>hints>${name === 'unified_number' && isMaskedValue(savedNumber) ? 'maskedNumber' : key}`)}
        value={values?.[name] ?? ''}
        onChange={(e) => set(name, e.target.value)}
        error={errors[name]}
        autoComplete="off"
        {...extra}
      />
    );
  };

  return (
    <div className="page invoice-settings">
      <p className="invoice-settings__back">
        <ButtonLink to="/dashboard/settings" variant="ghost">
          {t('invoiceSettings>back')}
        </ButtonLink>
      </p>
      <h1 className="page__title">{t('invoiceSettings>title')}</h1>
      <p className="page__lead">{t('invoiceSettings>lead')}</p>
      {loadFailure && <FailureRetry className="invoice-settings__error" failure={loadFailure} retryKey="invoiceSettings>retry" onRetry={() => void load()} />}
      {!values && !loadFailure && <Loading label={t('invoiceSettings>loading')} />}
      {values && (
        <form className="invoice-settings__form" onSubmit={onSubmit} noValidate>
          <fieldset className="invoice-settings__types">
            <legend>{t('invoiceSettings>fields>carrier_type')}</legend>
            {CARRIER_TYPES.map((type) => (
              <label key={type} className={type === values.carrier_type ? 'invoice-type invoice-type--on' : 'invoice-type'}>
                <input type="radio" name="carrier_type" value={type} checked={type === values.carrier_type} onChange={() => set('carrier_type', type)} />
                <span className="invoice-type__name">{t(`invoiceSettings>types>${type}`)}</span>
                <span className="invoice-type__note">{t(`invoiceSettings>typeNotes>${type}`)}</span>
              </label>
            ))}
            {errors.carrier_type && <p className="field__error">{errors.carrier_type}</p>}
          </fieldset>
          {values.carrier_type === 'mobile' && input('carrier', { maxLength: 8, autoCapitalize: 'characters', placeholder: '/ABC1234' })}
          {values.carrier_type === 'certificate' && input('carrier', { maxLength: 16, autoCapitalize: 'characters', placeholder: 'AB12345678901234' })}
          {values.carrier_type === 'donation' && input('donation_code', { maxLength: 7, inputMode: 'numeric' })}
          {values.carrier_type === 'company' && (
            <>
              {input('unified_number', { maxLength: 8, inputMode: 'numeric' })}
              {input('title', { maxLength: 60 })}
            </>
          )}
          <FormMessage tone="error" text={message} />
          <Button type="submit" disabled={busy}>
            {t(busy ? 'invoiceSettings>saving' : 'invoiceSettings>save')}
          </Button>
        </form>
      )}
    </div>
  );
}
