import { AppError } from '../../../domain/errors/app-error';

/**
 * Who may do what with a request, written once. Every route or service that loads a request for
 * a caller asks here first; anyone refused gets the same 404 as for a request that does not exist.
 */

/** How the caller stands toward one request. */
export interface RequestRelation {
  /** The caller posted the request. */
  owner: boolean;
  /** The caller came with the request's live guest link (or a live link to one of its quotes). */
  guestLink?: boolean;
  /** The caller is a pro holding a bid on it that he has not passed on (status 6). */
  liveBid?: boolean;
  /** The caller is a pro holding any bid on it, passed on or not. */
  anyBid?: boolean;
  /** The caller is a pro the job center offers the request to (decided by the job center). */
  jobCenterEligible?: boolean;
}

export type RequestAction =
  /** The owner's full view: address, booking, every quote and the timeline. */
  | 'read'
  /** A shared view by link: without the address and the hired pro's contact. */
  | 'readShared'
  /** A pro's view of the request as a lead. */
  | 'readAsLead'
  /** Editing, closing, archiving, copying, new guest links. */
  | 'change'
  /** Reporting a problem with it. */
  | 'report';

export const REQUEST_RULES: Readonly<Record<RequestAction, (r: RequestRelation) => boolean>> = {
  read: (r) => r.owner,
  readShared: (r) => r.owner || r.guestLink === true,
  readAsLead: (r) => r.liveBid === true || r.jobCenterEligible === true,
  change: (r) => r.owner,
  report: (r) => r.owner || r.anyBid === true,
};

export const requestNotFound = (): AppError => AppError.notFound('找不到這個需求，可能已被刪除或您沒有權限查看。');

export function mayAccessRequest(action: RequestAction, relation: RequestRelation): boolean {
  return REQUEST_RULES[action](relation);
}

/**
 * The loaded request when the caller may do `action` with it; otherwise (or when nothing was
 * loaded) the refusal, a 404 by default.
 */
export function requireRequestAccess<T>(
  action: RequestAction,
  row: T | undefined,
  relationOf: (row: T) => RequestRelation,
  refusal: () => AppError = requestNotFound,
): T {
  if (row === undefined || !mayAccessRequest(action, relationOf(row))) throw refusal();
  return row;
}

/** The relation of a caller to a request row that names its owner. */
export function ownerRelation(userId: number): (row: { user_id: number }) => RequestRelation {
  return (row) => ({ owner: row.user_id === userId });
}
