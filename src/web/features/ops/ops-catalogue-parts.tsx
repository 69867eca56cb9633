import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { type ApiClient, ApiError } from '../../api/client';
import { asFormFailure } from '../../api/error-info';
import { failureText } from '../../lib/failure-text';
import { useApi } from '../../store/use-api';
import { OPS_CATALOGUE_PATH, OPS_CITIES_PATH, OPS_GENRES_PATH } from './ops-paths';
import { useOpsSession } from './ops-session-context';

const TABS = [
  { path: OPS_CATALOGUE_PATH, key: 'ops>catalogue>tabs>categories' },
  { path: OPS_GENRES_PATH, key: 'ops>catalogue>tabs>genres' },
  { path: OPS_CITIES_PATH, key: 'ops>catalogue>tabs>cities' },
] as const;

/** The catalogue editor's parts: categories, genres, cities and districts. */
export function CatalogueTabs() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const current = [...TABS].reverse().find((tab) => pathname === tab.path || pathname.startsWith(`${tab.path}/`))?.path;
  return (
    <nav className="ops-catalogue-tabs" aria-label={t('ops>catalogue>tabs>label')}>
      {TABS.map((tab) => (
        <Link key={tab.path} to={tab.path} className="ops-catalogue-tabs__link" aria-current={tab.path === current ? 'page' : undefined}>
          {t(tab.key)}
        </Link>
      ))}
    </nav>
  );
}

export type Notice = { tone: 'success' | 'error'; text: string } | undefined;
/** A refused change: the text to show and the fields it names. */
export interface Refusal {
  text: string;
  fields: Record<string, string>;
}

/**
 * A catalogue page's changes, beside the data `useOpsLoad` read: `change` runs a call answering
 * the new data, puts it in place through `update`, says what happened (or why not) and gives back
 * the refusal for a form to show by field.
 */
export function useCatalogueChange<T>(update: (change: (data: T) => T) => void) {
  const { t } = useTranslation();
  const api = useApi();
  const { sessionGone } = useOpsSession();
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice>();

  const change = async (call: (client: ApiClient) => Promise<T>, done: string): Promise<Refusal | undefined> => {
    setBusy(true);
    setNotice(undefined);
    try {
      const data = await api<T>(call);
      update(() => data);
      setNotice({ tone: 'success', text: done });
      return undefined;
    } catch (error) {
      if (error instanceof ApiError && error.kind === 'session') {
        sessionGone();
        return undefined;
      }
      const failure = asFormFailure(error);
      const text = failure.fields[0]?.message ?? failureText(t, failure);
      setNotice({ tone: 'error', text });
      return { text, fields: Object.fromEntries(failure.fields.map((f) => [f.field, f.message])) };
    } finally {
      setBusy(false);
    }
  };
  return { busy, notice, change };
}
