import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toErrorInfo } from '../../api/error-info';
import { Button } from '../../components/button';
import { FormMessage } from '../../components/form-message';
import { Input } from '../../components/input';
import { FailureRetry } from '../../components/load-failure';
import { Loading } from '../../components/loading';
import { Select } from '../../components/select';
import { useApi } from '../../store/use-api';
import { getOpsPartners, getPartnerReport, type PartnerReport, type PartnerReportQuery, partnerReportCsvPath } from './api/partner-report';
import { useCsvDownload } from './ops-finance-download';
import { useOpsSession } from './ops-session-context';
import { OpsTable } from './ops-table';
import { useOpsLoad } from './use-ops-load';

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
const COLUMNS = ['figure', 'value'] as const;

function ReportTable({ report }: { report: PartnerReport }) {
  const { t } = useTranslation();
  const heading = (key: string) => t(`ops>finance>partnerReport>columns>${key}`);
  const rate = Math.round(report.partner.revenue_share_rate * 10_000) / 100;
  return (
    <>
      <p>{t('ops>finance>partnerReport>rate', { name: report.partner.name, month: report.month, rate })}</p>
      <OpsTable columns={COLUMNS} heading={heading} className="ops-partner-report">
        {report.figures.map((f) => (
          <tr key={f.key} className="ops-table__row" data-figure={f.key}>
            <th scope="row" data-label={heading('figure')}>
              {f.label}
            </th>
            <td data-label={heading('value')}>{f.value.toLocaleString('en-US')}</td>
          </tr>
        ))}
      </OpsTable>
    </>
  );
}

function Report({ query }: { query: PartnerReportQuery }) {
  const api = useApi();
  const { state, reload } = useOpsLoad(() => api((client) => getPartnerReport(client, query)), [query]);
  if (state.kind === 'loading') return <Loading />;
  if (state.kind === 'failed') return <FailureRetry failure={toErrorInfo(state.error)} onRetry={() => void reload()} />;
  return <ReportTable report={state.data} />;
}

/** A partner channel's month (finance, admin): what was attributed to it and its revenue share, shown and downloadable as CSV. */
export function PartnerReportPanel({ initialMonth }: { initialMonth: string }) {
  const { t } = useTranslation();
  const api = useApi();
  const { sessionGone } = useOpsSession();
  const download = useCsvDownload();
  const partners = useOpsLoad(() => api(getOpsPartners), []);
  const [form, setForm] = useState<PartnerReportQuery>({ partner_id: '', month: initialMonth });
  const [query, setQuery] = useState<PartnerReportQuery | null>(null);
  const [message, setMessage] = useState<string | undefined>();
  const list = partners.state.kind === 'loaded' ? partners.state.data.partners : [];
  const chosen: PartnerReportQuery = { partner_id: form.partner_id || list[0]?.id || '', month: form.month };
  const valid = chosen.partner_id !== '' && MONTH.test(chosen.month);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setMessage(valid ? undefined : t('ops>finance>partnerReport>monthInvalid'));
    if (valid) setQuery({ ...chosen });
  };
  const save = async () => {
    if (!valid) return setMessage(t('ops>finance>partnerReport>monthInvalid'));
    setMessage(undefined);
    const outcome = await download(partnerReportCsvPath(chosen), `partner-report-${chosen.partner_id}-${chosen.month}.csv`);
    if (outcome === 'session') return sessionGone();
    if (outcome === 'failed') setMessage(t('ops>finance>downloadFailed'));
  };

  return (
    <section className="ops-panel" aria-labelledby="partner-report-title">
      <h2 id="partner-report-title">{t('ops>finance>partnerReport>title')}</h2>
      {partners.state.kind === 'loading' && <Loading />}
      {partners.state.kind === 'failed' && <FailureRetry failure={toErrorInfo(partners.state.error)} onRetry={() => void partners.reload()} />}
      {partners.state.kind === 'loaded' && list.length === 0 && <p>{t('ops>finance>partnerReport>none')}</p>}
      {list.length > 0 && (
        <form className="ops-filters" onSubmit={submit} noValidate aria-label={t('ops>finance>partnerReport>title')}>
          <div className="ops-filters__grid">
            <Select
              label={t('ops>finance>partnerReport>partner')}
              name="partner_id"
              options={list.map((p) => ({ value: p.id, label: p.name }))}
              value={chosen.partner_id}
              onChange={(event) => setForm((f) => ({ ...f, partner_id: event.target.value }))}
            />
            <Input label={t('ops>finance>partnerReport>month')} type="month" name="month" value={form.month} onChange={(event) => setForm((f) => ({ ...f, month: event.target.value }))} />
          </div>
          <div className="ops-actions">
            <Button type="submit">{t('ops>finance>show')}</Button>
            <Button variant="secondary" onClick={() => void save()}>
              {t('ops>finance>download')}
            </Button>
          </div>
        </form>
      )}
      <FormMessage tone="error" text={message} />
      {query && <Report query={query} />}
    </section>
  );
}
