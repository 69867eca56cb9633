import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { OpsPermissionId } from '../../../domain/ops/operator-roles';
import { asFormFailure, toErrorInfo } from '../../api/error-info';
import { EmptyState } from '../../components/empty-state';
import { FailureRetry } from '../../components/load-failure';
import { Loading } from '../../components/loading';
import { decodeSegment } from '../../lib/path-segment';
import { OpsFrame } from './ops-frame';
import { useOpsLoad } from './use-ops-load';

const NOT_FOUND = 404;

/** A record id in a path: a positive whole number of at most ten digits; anything else is no record. */
const RECORD_ID = /^[1-9]\d{0,9}$/;

export interface OpsRecordScreenProps<T> {
  /** The path's id segment, as matched (decoded here). */
  segment: string | undefined;
  /** The permission the screen needs (see OpsFrame). */
  permission: OpsPermissionId;
  /** The list the screen links back to. */
  backTo: string;
  /**
   * The screen's locale section (e.g. `ops>payouts`): its `back` link text, its `title` (given
   * the raw id as `id`) and the `missing` / `missingBody` of a record that does not exist.
   */
  texts: string;
  /** Reads the record. */
  read: (id: number) => Promise<T>;
  /** The record's view; `update` changes the record held (after an action answered the new one). */
  children: (record: T, update: (change: (record: T) => T) => void) => ReactNode;
}

function Missing({ texts }: { texts: string }) {
  const { t } = useTranslation();
  return <EmptyState title={t(`${texts}>missing`)} body={t(`${texts}>missingBody`)} />;
}

function RecordLoad<T>({ id, texts, read, children }: Pick<OpsRecordScreenProps<T>, 'texts' | 'read' | 'children'> & { id: number }) {
  const { state, reload, update } = useOpsLoad(() => read(id), [id]);
  if (state.kind === 'loading') return <Loading />;
  if (state.kind === 'failed') {
    if (asFormFailure(state.error).status === NOT_FOUND) return <Missing texts={texts} />;
    return <FailureRetry failure={toErrorInfo(state.error)} onRetry={() => void reload()} />;
  }
  return <>{children(state.data, update)}</>;
}

/**
 * A console screen of one record (/ops/<records>/{id}): the frame with its permission, a link back
 * to the list, the title, then the record read by id: loading, a retry on failure, and the
 * missing-record state for an id that is not a record id or that the server does not know.
 */
export function OpsRecordScreen<T>({ segment, permission, backTo, texts, read, children }: OpsRecordScreenProps<T>) {
  const { t } = useTranslation();
  const raw = decodeSegment(segment);
  const id = RECORD_ID.test(raw) ? Number(raw) : 0;
  return (
    <OpsFrame permission={permission}>
      <p>
        <Link to={backTo}>{t(`${texts}>back`)}</Link>
      </p>
      <h1 className="ops-title">{t(`${texts}>title`, { id: raw })}</h1>
      {id > 0 ? (
        <RecordLoad id={id} texts={texts} read={read}>
          {children}
        </RecordLoad>
      ) : (
        <Missing texts={texts} />
      )}
    </OpsFrame>
  );
}
