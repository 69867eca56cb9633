import { useCallback, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AUTO_QUOTE } from '../../../../domain/limits';
import type { QuoteServiceCategoryResponse } from '../../../../domain/services/quote-service.types';
import { asFormFailure, type FormFailure } from '../../../api/error-info';
import { getQuoteTemplates, type QuoteTemplate } from '../api/quote-templates';
import { Button } from '../../../components/button';
import { Checkbox } from '../../../components/checkbox';
import { FormMessage } from '../../../components/form-message';
import { FailureRetry } from '../../../components/load-failure';
import { Loading } from '../../../components/loading';
import { Select } from '../../../components/select';
import { failureText } from '../../../lib/failure-text';
import { useAppDispatch } from '../../../store/hooks';
import { serviceCategoryUpdated } from '../service-slice';
import { toastAdded } from '../../../store/ui-slice';
import { useApi } from '../../../store/use-api';
import { type AutoQuoteSettings, type AutoQuoteWeek, getAutoQuote, getAutoQuoteHistory, saveAutoQuote } from '../api/services';
import { AutoQuoteBudget, AutoQuoteHistory } from './auto-quote-parts';

type Loaded = { settings: AutoQuoteSettings; templates: QuoteTemplate[]; weeks: AutoQuoteWeek[] };

/**
 * Auto-quote of one service category: a matching request gets a quote from the chosen template
 * at once while the week's budget lasts (weeks from Monday). Turning it on the first time needs
 * the pro's explicit consent that it spends credit. Shows the spending of recent weeks.
 */
export function AutoQuotePanel({ setting }: { setting: QuoteServiceCategoryResponse }) {
  const { t } = useTranslation();
  const api = useApi();
  const dispatch = useAppDispatch();
  const titleId = useId();
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [loadFailure, setLoadFailure] = useState<FormFailure | null>(null);
  const [templateId, setTemplateId] = useState('');
  const [budget, setBudget] = useState<number>(AUTO_QUOTE.defaultBudget);
  const [consent, setConsent] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<FormFailure | null>(null);

  const load = useCallback(async () => {
    setLoadFailure(null);
    try {
      const [settings, templates, history] = await Promise.all([
        api((client) => getAutoQuote(client, setting.id)),
        api(getQuoteTemplates),
        api((client) => getAutoQuoteHistory(client, setting.id)),
      ]);
      setLoaded({ settings, templates, weeks: history.weeks });
      setTemplateId(settings.template_id === null ? '' : String(settings.template_id));
      setBudget(settings.weekly_budget);
    } catch (error) {
      setLoadFailure(asFormFailure(error));
    }
  }, [api, setting.id]);
  useEffect(() => {
    void load();
  }, [load]);

  if (loadFailure) {
    return (
      <section className="services__auto-quote" aria-labelledby={titleId}>
        <h3 id={titleId}>{t('services>autoQuote>title')}</h3>
        <FailureRetry unwrapped failure={loadFailure} retryKey="services>retry" onRetry={() => void load()} />
      </section>
    );
  }
  if (!loaded) return <Loading label={t('services>autoQuote>loading')} />;

  const { settings, templates, weeks } = loaded;
  const on = settings.is_auto_quote_on === 1;
  const needsConsent = settings.consented === null;
  const fieldError = (field: string) => failure?.fields.find((f) => f.field === field)?.message;
  const shownFields = ['template_id', 'weekly_budget', 'consent'];
  const general = failure && !failure.fields.some((f) => shownFields.includes(f.field)) ? failureText(t, failure) : undefined;

  const save = async (turnOn: boolean) => {
    setBusy(true);
    setFailure(null);
    try {
      const body = {
        is_auto_quote_on: turnOn ? (1 as const) : (0 as const),
        weekly_budget: budget,
        ...(templateId ? { template_id: Number(templateId) } : {}),
        ...(consent ? { consent: 1 as const } : {}),
      };
      const saved = await api((client) => saveAutoQuote(client, setting.id, body));
      setLoaded({ ...loaded, settings: saved });
      setConsent(false);
      dispatch(serviceCategoryUpdated({ ...setting, is_auto_quote_on: saved.is_auto_quote_on }));
      dispatch(toastAdded({ tone: 'success', messageKey: turnOn ? (on ? 'services>saved' : 'services>autoQuote>turnedOn') : 'services>autoQuote>turnedOff' }));
    } catch (error) {
      setFailure(asFormFailure(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="services__auto-quote" aria-labelledby={titleId}>
      <h3 id={titleId}>
        {t('services>autoQuote>title')}
        <span className={on ? 'services__badge services__badge--public' : 'services__badge'}>{on ? t('services>autoQuote>on') : t('services>autoQuote>off')}</span>
      </h3>
      <p className="form__note">{t('services>autoQuote>lead')}</p>
      {templates.length === 0 ? (
        <p className="form__note">{t('services>autoQuote>noTemplates')}</p>
      ) : (
        <Select
          label={t('services>autoQuote>template')}
          placeholder={t('services>autoQuote>chooseTemplate')}
          options={templates.map((tpl) => ({ value: String(tpl.id), label: tpl.display_name }))}
          value={templateId}
          onChange={(e) => setTemplateId(e.target.value)}
          error={fieldError('template_id')}
        />
      )}
      {templates.find((tpl) => String(tpl.id) === templateId)?.is_contact_charge === 1 && <p className="form__note services__auto-quote-contact">{t('services>autoQuote>contactCharge')}</p>}
      <AutoQuoteBudget budget={budget} onBudget={setBudget} error={fieldError('weekly_budget')} />
      {needsConsent && (
        <div className={fieldError('consent') ? 'field field--invalid' : 'field'}>
          <Checkbox label={t('services>autoQuote>consent')} checked={consent} onChange={(e) => setConsent(e.target.checked)} />
          {fieldError('consent') && <p className="field__error">{fieldError('consent')}</p>}
        </div>
      )}
      <FormMessage tone="error" text={general} />
      <div className="services__row-actions">
        <Button disabled={busy || (!on && needsConsent && !consent)} aria-busy={busy} onClick={() => void save(true)}>
          {on ? t('services>autoQuote>save') : t('services>autoQuote>turnOn')}
        </Button>
        {on && (
          <Button variant="secondary" disabled={busy} onClick={() => void save(false)}>
            {t('services>autoQuote>turnOff')}
          </Button>
        )}
      </div>
      <AutoQuoteHistory weeks={weeks} weeklyBudget={settings.weekly_budget} />
    </section>
  );
}
