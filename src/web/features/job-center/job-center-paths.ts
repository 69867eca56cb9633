/** Where the job center's screens live. */
export const JOB_CENTER_PATH = '/dashboard/requests/case';

export function jobCenterPath(page = 1): string {
  return page > 1 ? `${JOB_CENTER_PATH}?page=${page}` : JOB_CENTER_PATH;
}

export function casePath(requestId: number): string {
  return `${JOB_CENTER_PATH}/${requestId}`;
}

/** The lead a case becomes once answered, where the pro reads it all and quotes. */
export function leadPath(bidId: number): string {
  return `/dashboard/requests/${bidId}`;
}

/** A page number of the query string: a positive whole number, else 1. */
export function readPage(value: string | null): number {
  return value !== null && /^[1-9]\d{0,5}$/.test(value) ? Number(value) : 1;
}

/** A request id of the path, or undefined for anything that cannot be one. */
export function readCaseId(value: string | undefined): number | undefined {
  return value !== undefined && /^[1-9]\d{0,9}$/.test(value) && Number(value) <= 2_147_483_647 ? Number(value) : undefined;
}
