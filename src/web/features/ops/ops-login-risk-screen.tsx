import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OpsPermission } from '../../../domain/ops/operator-roles';
import { LoginRiskDecision } from '../../../domain/users/login-risk';
import { toErrorInfo } from '../../api/error-info';
import { Button } from '../../components/button';
import { FailureRetry } from '../../components/load-failure';
import { Loading } from '../../components/loading';
import { Select } from '../../components/select';
import { useApi } from '../../store/use-api';
import { getLoginRisk } from './api/login-risk';
import { OpsFrame } from './ops-frame';
import { taipeiTime } from './ops-time';
import { useOpsLoad } from './use-ops-load';
import { OpsTable } from './ops-table';

const DECISIONS = Object.values(LoginRiskDecision);
const isDecision = (value: string): value is LoginRiskDecision => (DECISIONS as string[]).includes(value);

function LoginRiskView() {
  const { t } = useTranslation();
  const api = useApi();
  const [decision, setDecision] = useState<LoginRiskDecision | undefined>();
  const [before, setBefore] = useState<number | undefined>();
  const { state, reload } = useOpsLoad(() => api((client) => getLoginRisk(client, { decision, before })), [decision, before]);
  const col = (key: string) => t(`ops>loginRisk>${key}`);

  return (
    <>
      <h1 className="ops-title">{col('title')}</h1>
      <p>{col('lead')}</p>
      <Select
        label={col('decision')}
        placeholder={col('all')}
        options={DECISIONS.map((value) => ({ value, label: t(`ops>loginRisk>decisions>${value}`) }))}
        value={decision ?? ''}
        onChange={(e) => {
          setBefore(undefined);
          setDecision(isDecision(e.target.value) ? e.target.value : undefined);
        }}
      />
      {state.kind === 'loading' && <Loading />}
      {state.kind === 'failed' && <FailureRetry failure={toErrorInfo(state.error)} onRetry={() => void reload()} />}
      {state.kind === 'loaded' && state.data.checks.length === 0 && <p>{col('empty')}</p>}
      {state.kind === 'loaded' && state.data.checks.length > 0 && (
        <OpsTable columns={['created', 'user', 'decision', 'score', 'ip', 'device', 'note']} heading={col}>
          {state.data.checks.map((row) => (
            <tr key={row.id} className="ops-table__row">
              <td data-label={col('created')}>{taipeiTime(row.created)}</td>
              <th scope="row" data-label={col('user')}>
                {row.username} <code>#{row.user_id}</code>
              </th>
              <td data-label={col('decision')}>{t(`ops>loginRisk>decisions>${row.decision}`)}</td>
              <td data-label={col('score')}>{row.score === null ? '-' : `${row.score}${row.provider_state ? ` (${row.provider_state})` : ''}`}</td>
              <td data-label={col('ip')}>{row.ip}</td>
              <td data-label={col('device')}>{row.device_id ?? '-'}</td>
              <td data-label={col('note')}>{row.error ?? row.provider_id ?? ''}</td>
            </tr>
          ))}
        </OpsTable>
      )}
      {state.kind === 'loaded' && (
        <p className="form__row">
          {before !== undefined && (
            <Button variant="secondary" onClick={() => setBefore(undefined)}>
              {col('newest')}
            </Button>
          )}
          {state.data.next_before !== null && (
            <Button variant="secondary" onClick={() => setBefore(state.data.next_before ?? undefined)}>
              {col('older')}
            </Button>
          )}
        </p>
      )}
    </>
  );
}

/** /ops/login-risk: every risk decision at login (SEON scores), newest first, filterable by decision. */
export default function OpsLoginRiskScreen() {
  return (
    <OpsFrame permission={OpsPermission.ReadUsers}>
      <LoginRiskView />
    </OpsFrame>
  );
}
