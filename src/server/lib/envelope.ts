/** The success envelope: `{"status":"Success", ...payload}`. */
export function ok<T extends object>(payload: T = {} as T): { status: 'Success' } & T {
  return { status: 'Success', ...payload };
}
