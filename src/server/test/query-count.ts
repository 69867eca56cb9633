import type { KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs, QueryResult, RootOperationNode, UnknownRow } from 'kysely';

/** What a statement was, for a failing test's message: its kind and the first table it names. */
function describe(node: RootOperationNode): string {
  const found = JSON.stringify(node).match(/"kind":"IdentifierNode","name":"([^"]+)"/);
  return `${node.kind.replace(/Node$/, '')} ${found?.[1] ?? ''}`.trim();
}

/**
 * Counts the statements the app runs, installed by the test harness as a Kysely plugin on the
 * app's database. A statement is counted when its result comes back (the plugin sees every
 * query built through Kysely, raw `sql` included, and inside transactions too); BEGIN and
 * COMMIT are not statements of ours and are not counted.
 */
export class QueryCounter implements KyselyPlugin {
  #count = 0;
  #kinds = new WeakMap<object, string>();
  #recent: string[] = [];

  /** Statements run since the server started. */
  get total(): number {
    return this.#count;
  }

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    this.#kinds.set(args.queryId, describe(args.node));
    return args.node;
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    this.#count += 1;
    this.#recent.push(this.#kinds.get(args.queryId) ?? '?');
    if (this.#recent.length > 200) this.#recent.shift();
    return args.result;
  }

  /**
   * The statements run while `work` runs (one HTTP request, typically), what they were (kind
   * and first table, e.g. `Select sessions`), and the work's result. Only meaningful while
   * nothing else uses the server: tests call it with one request at a time.
   */
  async during<T>(work: () => Promise<T>): Promise<{ statements: number; kinds: string[]; result: T }> {
    const before = this.#count;
    this.#recent = [];
    const result = await work();
    // Anything the request left running after its answer (a notification, a touch) has had a tick to finish.
    await new Promise((resolve) => setTimeout(resolve, 20));
    return { statements: this.#count - before, kinds: [...this.#recent], result };
  }
}

