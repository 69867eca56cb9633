import { useCallback, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AUTO_QUOTE } from '../../../../domain/limits';
import type { QuoteServiceCategoryResponse } from '../../../../domain/services/quote-service.types';
import { asFormFailure, type FormFailure } from '../../../api/error-info';
import { getQuoteTemplates, type QuoteTemplate } from '../api/quote-templates';
import { Button } from '../../../components/button';
import { Checkbox } from '../../../components/checkbox';
import { FormMessage } from '../../../components/form-message';
import { Loading } from '../../../components/loading';
import { Select } from '../../../components/select';
import { failureText } from '../../../lib/failure-text';
import { useAppDispatch } from '../../../store/hooks';
import { serviceCategoryUpdated } from '../service-slice';
import { toastAdded } from '../../../store/ui-slice';
import { useApi } from '../../../store/use-api';
import { type AutoQuoteSettings, type AutoQuoteWeek, getAutoQuote, getAutoQuoteHistory, saveAutoQuote } from '../api/services';

/** The slider's top; the server takes more, typed budgets above it are kept. */
const SLIDER_MAX = 5_000;

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
  const budgetId = useId();
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
        <FormMessage tone="error" text={failureText(t, loadFailure)} />
        <Button variant="secondary" onClick={() => void load()}>
          {t('services>retry')}
        </Button>
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

  const thisWeek = weeks[0];
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
      <div className={fieldError('weekly_budget') ? 'field field--invalid' : 'field'}>
        <label className="field__label" htmlFor={budgetId}>
          {t('services>autoQuote>budget', { budget: budget.toLocaleString('en-US') })}
        </label>
        <input
          id={budgetId}
          type="range"
          className="services__slider"
          min={AUTO_QUOTE.sliderStep}
          max={Math.max(SLIDER_MAX, budget)}
          step={AUTO_QUOTE.sliderStep}
          value={budget}
          onChange={(e) => setBudget(Number(e.target.value))}
          aria-valuetext={t('services>autoQuote>budgetValue', { budget: budget.toLocaleString('en-US') })}
          aria-describedby={`${budgetId}-hint`}
        />
        <p className="field__hint" id={`${budgetId}-hint`}>
          {t('services>autoQuote>budgetHint', { step: AUTO_QUOTE.sliderStep })}
        </p>
        {fieldError('weekly_budget') && <p className="field__error">{fieldError('weekly_budget')}</p>}
      </div>
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
      <h4>{t('services>autoQuote>history')}</h4>
      {thisWeek && <p className="form__note">{t('services>autoQuote>thisWeek', { spent: thisWeek.spent.toLocaleString('en-US'), budget: settings.weekly_budget.toLocaleString('en-US') })}</p>}
      {weeks.every((w) => w.quotes === 0) ? (
        <p>{t('services>autoQuote>historyEmpty')}</p>
      ) : (
        <table className="services__history">
          <thead>
            <tr>
              <th scope="col">{t('services>autoQuote>week')}</th>
              <th scope="col">{t('services>autoQuote>quotes')}</th>
              <th scope="col">{t('services>autoQuote>spent')}</th>
            </tr>
          </thead>
          <tbody>
            {weeks.map((w) => (
              <tr key={w.week_start}>
                <td>{t('services>autoQuote>weekOf', { date: w.week_start })}</td>
                <td>{w.quotes}</td>
                <td>{t('services>autoQuote>points', { points: w.spent.toLocaleString('en-US') })}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
