import type { KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs, QueryResult, RootOperationNode, UnknownRow } from 'kysely';
import { PostgresQueryCompiler } from 'kysely';

/** Records the SQL of every statement that ran through the query builder (BEGIN and COMMIT are not among them). */
export class StatementLog implements KyselyPlugin {
  private readonly pending = new WeakMap<object, RootOperationNode>();
  private readonly compiler = new PostgresQueryCompiler();
  statements: string[] = [];

  transformQuery({ node, queryId }: PluginTransformQueryArgs): RootOperationNode {
    this.pending.set(queryId, node);
    return node;
  }

  async transformResult({ result, queryId }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    const node = this.pending.get(queryId);
    if (node) this.statements.push(this.compiler.compileQuery(node, queryId).sql);
    return result;
  }
}
