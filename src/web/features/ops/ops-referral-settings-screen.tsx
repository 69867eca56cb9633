import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OpsPermission } from '../../../domain/ops/operator-roles';
import type { ReferralSettingsInput } from '../../../domain/referrals/referrals';
import { ApiError } from '../../api/client';
import { asFormFailure, toErrorInfo } from '../../api/error-info';
import { Button } from '../../components/button';
import { Checkbox } from '../../components/checkbox';
import { FormMessage } from '../../components/form-message';
import { Input } from '../../components/input';
import { FailureRetry } from '../../components/load-failure';
import { Loading } from '../../components/loading';
import { failureText } from '../../lib/failure-text';
import { useApi } from '../../store/use-api';
import { getReferralSettings, type ReferralSettings, saveReferralSettings } from './api/content';
import { type FieldErrors, REFERRAL_FIELDS, type ReferralField, type ReferralValues, readReferral, referralValuesOf, serverFieldErrors } from './ops-content-rules';
import { OpsFrame } from './ops-frame';
import { useOpsSession } from './ops-session-context';
import './ops-content.css';
import { useOpsLoad } from './use-ops-load';
import { OpsConfirmStep } from './ops-confirm-step';

/** The rewards in words: who gets how much, and whether the program runs. */
function SettingsWords({ body }: { body: Pick<ReferralSettingsInput, 'referrer_reward' | 'referred_reward' | 'is_active'> }) {
  const { t } = useTranslation();
  return (
    <ul className="ops-confirm__what">
      <li>{t('ops>content>referrerWords', { amount: body.referrer_reward })}</li>
      <li>{t('ops>content>referredWords', { amount: body.referred_reward })}</li>
      <li>{t(body.is_active ? 'ops>content>programOn' : 'ops>content>programOff')}</li>
    </ul>
  );
}

function ReferralForm({ settings, onSaved }: { settings: ReferralSettings; onSaved: (settings: ReferralSettings) => void }) {
  const { t } = useTranslation();
  const api = useApi();
  const { sessionGone } = useOpsSession();
  const [values, setValues] = useState<ReferralValues>(() => referralValuesOf(settings));
  const [errors, setErrors] = useState<FieldErrors<ReferralField>>({});
  const [message, setMessage] = useState<string | undefined>();
  const [confirming, setConfirming] = useState<ReferralSettingsInput | undefined>();
  const [busy, setBusy] = useState(false);
  const set = (field: 'referrer_reward' | 'referred_reward') => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [field]: e.target.value }));
  const label = (field: ReferralField) => t(field === 'is_active' ? 'ops>content>fields>programActive' : `ops>content>fields>${field}`);
  const errorOf = (field: ReferralField) => (errors[field] ? t('ops>content>fieldError', { field: label(field), message: errors[field] }) : undefined);

  const review = (e: FormEvent) => {
    e.preventDefault();
    setMessage(undefined);
    const read = readReferral(values);
    if ('errors' in read) return setErrors(read.errors);
    setErrors({});
    setConfirming(read.body);
  };

  const send = async (body: ReferralSettingsInput) => {
    setBusy(true);
    try {
      onSaved((await api((client) => saveReferralSettings(client, body))).referral_settings);
      setConfirming(undefined);
    } catch (error) {
      if (error instanceof ApiError && error.kind === 'session') return sessionGone();
      const failure = asFormFailure(error);
      const named = serverFieldErrors(failure.fields, REFERRAL_FIELDS);
      setErrors(named);
      if (Object.keys(named).length === 0) setMessage(failureText(t, failure));
      setConfirming(undefined);
    } finally {
      setBusy(false);
    }
  };

  if (confirming) {
    return (
      <OpsConfirmStep
        headingId="referral-confirm-title"
        title={t('ops>content>confirmReferralTitle')}
        busy={busy}
        onConfirm={() => void send(confirming)}
        onBack={() => setConfirming(undefined)}
      >
        <SettingsWords body={confirming} />
        <p>{t('ops>content>referralNote')}</p>
      </OpsConfirmStep>
    );
  }
  return (
    <form className="ops-panel ops-form" onSubmit={review} noValidate>
      <Input label={label('referrer_reward')} name="referrer_reward" inputMode="numeric" autoComplete="off" value={values.referrer_reward} onChange={set('referrer_reward')} error={errorOf('referrer_reward')} />
      <Input label={label('referred_reward')} name="referred_reward" inputMode="numeric" autoComplete="off" value={values.referred_reward} onChange={set('referred_reward')} error={errorOf('referred_reward')} />
      <Checkbox label={label('is_active')} name="is_active" checked={values.is_active} onChange={(e) => setValues((v) => ({ ...v, is_active: e.target.checked }))} />
      <FormMessage tone="error" text={message ?? errorOf('is_active')} />
      <Button type="submit">{t('ops>content>review')}</Button>
    </form>
  );
}

function ReferralSettingsView() {
  const { t } = useTranslation();
  const api = useApi();
  const [saved, setSaved] = useState(false);

  const { state, reload: load, update } = useOpsLoad(async () => {
    return (await api(getReferralSettings)).referral_settings;
  }, []);

  if (state.kind === 'loading') return <Loading />;
  if (state.kind === 'failed') return <FailureRetry failure={toErrorInfo(state.error)} onRetry={() => void load()} />;
  return (
    <>
      <p>{t('ops>content>referralLead')}</p>
      <section className="ops-panel" aria-labelledby="referral-now-title">
        <h2 id="referral-now-title">{t('ops>content>referralNow')}</h2>
        <SettingsWords body={{ ...state.data, is_active: state.data.is_active === 1 }} />
      </section>
      {saved && (
        <p role="status" className="ops-content__saved">
          {t('ops>content>savedReferral')}
        </p>
      )}
      <ReferralForm
        key={JSON.stringify(state.data)}
        settings={state.data}
        onSaved={(settings) => {
          setSaved(true);
          update(() => settings);
        }}
      />
    </>
  );
}

/** /ops/referral-settings (support, admin): the referral rewards and whether the program runs, confirmed in words before saving. */
export default function OpsReferralSettingsScreen() {
  const { t } = useTranslation();
  return (
    <OpsFrame permission={OpsPermission.EditContent}>
      <h1 className="ops-title">{t('ops>content>referralTitle')}</h1>
      <ReferralSettingsView />
    </OpsFrame>
  );
}
