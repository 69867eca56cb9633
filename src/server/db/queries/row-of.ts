/** The row a query-building function gives, e.g. `RowOf<typeof bidQuery>`: what one of its rows holds once run. */
export type RowOf<F extends (...args: never[]) => { executeTakeFirstOrThrow(): Promise<unknown> }> = Awaited<ReturnType<ReturnType<F>['executeTakeFirstOrThrow']>>;
