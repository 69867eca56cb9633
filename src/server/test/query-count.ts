import type { KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs, QueryResult, RootOperationNode, UnknownRow } from 'kysely';

/**
 * Counts the statements the app runs, installed by the test harness as a Kysely plugin on the
 * app's database. A statement is counted when its result comes back (the plugin sees every
 * query built through Kysely, raw `sql` included, and inside transactions too); BEGIN and
 * COMMIT are not statements of ours and are not counted.
 */
export class QueryCounter implements KyselyPlugin {
  #count = 0;

  /** Statements run since the server started. */
  get total(): number {
    return this.#count;
  }

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    return args.node;
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    this.#count += 1;
    return args.result;
  }

  /**
   * The statements run while `work` runs (one HTTP request, typically) and its result. Only
   * meaningful while nothing else uses the server: tests call it with one request at a time.
   */
  async during<T>(work: () => Promise<T>): Promise<{ statements: number; result: T }> {
    const before = this.#count;
    const result = await work();
    // Anything the request left running after its answer (a notification, a touch) has had a tick to finish.
    await new Promise((resolve) => setTimeout(resolve, 20));
    return { statements: this.#count - before, result };
  }
}
