import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MESSAGE_HIDE_REASON_TEMPLATES } from '../../../domain/ops/moderation';
import { OPS_USER_TABS } from '../../../domain/ops/users.contract';
import { ApiError } from '../../api/client';
import { toErrorInfo } from '../../api/error-info';
import { Button } from '../../components/button';
import { FormMessage } from '../../components/form-message';
import { FailureRetry } from '../../components/load-failure';
import { Loading } from '../../components/loading';
import { Pager } from '../../components/pager';
import { Tabs } from '../../components/tabs';
import { useApi } from '../../store/use-api';
import { setMessageHidden } from './api/moderation';
import { endOpsUserSession, getOpsUserTab, type OpsUserTab, type OpsUserTabRow, type UserTabPage } from './api/users';
import { type Column, USER_TAB_COLUMNS } from './ops-user-columns';
import { useOpsUserAction } from './ops-user-confirm';
import { useOpsSession } from './ops-session-context';

type Loaded<T extends OpsUserTab> = { kind: 'loading' } | { kind: 'loaded'; page: UserTabPage<T> } | { kind: 'failed'; error: unknown };

interface ListProps<T extends OpsUserTab> {
  tab: T;
  userId: number;
  /** Moves on after an action on the user, so the list is read again. */
  version: number;
  /** May end sessions one by one (manage_users). */
  canManage: boolean;
  /** May hide a message or show it again (moderate_users). */
  canModerate: boolean;
  onChanged: () => void;
}

function rowKey(row: Record<string, unknown>, index: number): string {
  return 'id' in row ? String(row.id) : `${String(row.scope)}:${String(row.key)}:${index}`;
}

/** One list of the user, loaded when its tab opens, paged. */
function UserList<T extends OpsUserTab>({ tab, userId, version, canManage, canModerate, onChanged }: ListProps<T>) {
  const { t } = useTranslation();
  const api = useApi();
  const { sessionGone } = useOpsSession();
  const [page, setPage] = useState(1);
  const [state, setState] = useState<Loaded<T>>({ kind: 'loading' });
  const { ask, dialog, done } = useOpsUserAction(onChanged);

  const load = useCallback(async () => {
    setState({ kind: 'loading' });
    try {
      setState({ kind: 'loaded', page: await api((client) => getOpsUserTab(client, tab, userId, page)) });
    } catch (error) {
      if (error instanceof ApiError && error.kind === 'session') return sessionGone();
      setState({ kind: 'failed', error });
    }
  }, [api, tab, userId, page, sessionGone]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: read again on another page, user or after an action.
  useEffect(() => {
    void load();
  }, [tab, userId, page, version]);

  if (state.kind === 'loading') return <Loading />;
  if (state.kind === 'failed') return <FailureRetry failure={toErrorInfo(state.error)} onRetry={() => void load()} />;
  const columns = USER_TAB_COLUMNS[tab] as readonly Column<OpsUserTabRow<T>>[];
  const endable = canManage && tab === 'sessions';
  const hideable = canModerate && tab === 'messages';
  const withAction = endable || hideable;
  return (
    <>
      <p className="ops-count">{t('ops>users>tabCount', { count: state.page.count })}</p>
      <FormMessage tone="success" text={done} />
      {state.page.rows.length === 0 ? (
        <p>{t('ops>users>tabEmpty')}</p>
      ) : (
        <div className="ops-table-wrap">
          <table className="ops-table">
            <thead>
              <tr>
                {columns.map((column) => (
                  <th key={column.key} scope="col">
                    {t(`ops>users>col>${column.key}`)}
                  </th>
                ))}
                {withAction && (
                  <th scope="col">
                    <span className="visually-hidden">{t('ops>users>actions')}</span>
                  </th>
                )}
              </tr>
            </thead>
            <tbody>
              {state.page.rows.map((row, index) => (
                <tr key={rowKey(row, index)} className="ops-table__row">
                  {columns.map((column) => (
                    <td key={column.key} data-label={t(`ops>users>col>${column.key}`)}>
                      {column.cell(row, t)}
                    </td>
                  ))}
                  {endable && <td>{'live' in row && row.live && <EndSessionButton sessionId={row.id} ask={ask} />}</td>}
                  {hideable && <td>{'is_hidden' in row && <HideMessageButton messageId={row.id} hidden={row.is_hidden} ask={ask} />}</td>}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pager page={page} totalPages={state.page.total_pages} onSelect={setPage} />
      {dialog}
    </>
  );
}

function EndSessionButton({ sessionId, ask }: { sessionId: number; ask: ReturnType<typeof useOpsUserAction>['ask'] }) {
  const { t } = useTranslation();
  const api = useApi();
  return (
    <Button
      variant="ghost"
      onClick={() =>
        ask({
          title: t('ops>users>endSession', { id: sessionId }),
          body: t('ops>users>endSessionBody'),
          run: async (body) => {
            await api((client) => endOpsUserSession(client, sessionId, body));
            return t('ops>users>endSessionDone', { id: sessionId });
          },
        })
      }
    >
      {t('ops>users>endSession', { id: sessionId })}
    </Button>
  );
}

/** Hides a message the user sent (or shows it again), with a reason from a template; both sides' open conversations follow at once. */
function HideMessageButton({ messageId, hidden, ask }: { messageId: number; hidden: boolean; ask: ReturnType<typeof useOpsUserAction>['ask'] }) {
  const { t } = useTranslation();
  const api = useApi();
  const verb = hidden ? 'unhideMessage' : 'hideMessage';
  return (
    <Button
      variant="ghost"
      onClick={() =>
        ask({
          title: t(`ops>users>${verb}`, { id: messageId }),
          body: t(`ops>users>${verb}Body`),
          reasonRequired: true,
          templates: hidden ? [] : MESSAGE_HIDE_REASON_TEMPLATES,
          run: async (body) => {
            await api((client) => setMessageHidden(client, messageId, !hidden, body.reason ?? ''));
            return t(`ops>users>${verb}Done`, { id: messageId });
          },
        })
      }
    >
      {t(`ops>users>${verb}`, { id: messageId })}
    </Button>
  );
}

export interface OpsUserTabsProps {
  userId: number;
  version: number;
  canManage: boolean;
  /** May hide the user's messages (moderate_users). */
  canModerate: boolean;
  onChanged: () => void;
}

/** A tab per list of the user (requests, quotes, services, purchases, ledger, sessions, throttles, blocks, messages), each read when opened. */
export function OpsUserTabs({ userId, version, canManage, canModerate, onChanged }: OpsUserTabsProps) {
  const { t } = useTranslation();
  const [active, setActive] = useState<OpsUserTab>('requests');
  const tabs = OPS_USER_TABS.map((key) => ({ key, label: t(`ops>users>tabs>${key}`) }));
  return (
    <section className="ops-panel">
      <Tabs label={t('ops>users>tabsLabel')} tabs={tabs} active={active} onChange={setActive}>
        <UserList key={active} tab={active} userId={userId} version={version} canManage={canManage} canModerate={canModerate} onChanged={onChanged} />
      </Tabs>
    </section>
  );
}
