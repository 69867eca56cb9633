import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, openTestDatabase } from '../test/harness';
import type { DatabaseHandle } from './connection';

/**
 * The hand-written table types of schema.ts against the tables the migrations make: the same
 * tables, the same columns, and a column is `| null` exactly when the database lets it be null.
 */

const SCHEMA_FILE = fileURLToPath(new URL('./schema.ts', import.meta.url));

/** Tables the migration runner keeps for itself, not the application's (none beyond schema_migrations, which is declared). */
const BOOKKEEPING = new Set<string>();

interface DeclaredColumn {
  /** null: the type does not say (unknown, any). */
  nullable: boolean | null;
}
type Declared = Map<string, Map<string, DeclaredColumn>>;

/** What a value read from the column can be: the select side of ColumnType/Generated, else the type itself. */
function selectType(checker: ts.TypeChecker, type: ts.Type): ts.Type {
  const select = type.getProperty('__select__');
  return select ? checker.getTypeOfSymbol(select) : type;
}

function nullability(type: ts.Type): boolean | null {
  if (type.flags & (ts.TypeFlags.Unknown | ts.TypeFlags.Any)) return null;
  if (type.flags & ts.TypeFlags.Null) return true;
  return type.isUnion() && type.types.some((t) => (t.flags & ts.TypeFlags.Null) !== 0);
}

/** The tables of the `Database` interface and their columns, read by the TypeScript checker. */
function readDeclaredSchema(): Declared {
  const program = ts.createProgram([SCHEMA_FILE], {
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    types: [],
  });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(SCHEMA_FILE);
  const database = source?.statements.find((s): s is ts.InterfaceDeclaration => ts.isInterfaceDeclaration(s) && s.name.text === 'Database');
  if (!database) throw new Error('schema.ts declares no Database interface');
  const declared: Declared = new Map();
  for (const table of checker.getTypeAtLocation(database).getProperties()) {
    const columns = new Map<string, DeclaredColumn>();
    for (const column of checker.getTypeOfSymbol(table).getProperties()) {
      columns.set(column.name, { nullable: nullability(selectType(checker, checker.getTypeOfSymbol(column))) });
    }
    declared.set(table.name, columns);
  }
  return declared;
}

interface ColumnRow {
  table_name: string;
  column_name: string;
  is_nullable: string;
  is_generated: string;
}

/**
 * Per table, per column: whether it may hold null. A generated column carries no NOT NULL of its
 * own (its expression decides), so its nullability is unknown (null) and not compared.
 */
async function readDatabaseSchema(handle: DatabaseHandle): Promise<Map<string, Map<string, boolean | null>>> {
  const { rows } = await sql<ColumnRow>`
    select c.table_name, c.column_name, c.is_nullable, c.is_generated
    from information_schema.columns c
    join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
    where c.table_schema = current_schema() and t.table_type = 'BASE TABLE'
    order by c.table_name, c.ordinal_position`.execute(handle.db);
  const tables = new Map<string, Map<string, boolean | null>>();
  for (const row of rows) {
    if (BOOKKEEPING.has(row.table_name)) continue;
    const columns = tables.get(row.table_name) ?? new Map<string, boolean | null>();
    columns.set(row.column_name, row.is_generated === 'ALWAYS' ? null : row.is_nullable === 'YES');
    tables.set(row.table_name, columns);
  }
  return tables;
}

const declared = readDeclaredSchema();

it('reads every declared column of schema.ts with a type that says whether it is nullable', () => {
  // Were kysely's types not found, every column would read as any and nothing would be compared.
  const unreadable = [...declared].flatMap(([table, columns]) => [...columns].filter(([, c]) => c.nullable === null).map(([column]) => `${table}.${column}`));
  expect(declared.size).toBeGreaterThan(50);
  expect(unreadable).toEqual([]);
});

describe.each(ENGINES)('schema.ts against the migrated database on %s', (engine) => {
  let handle: DatabaseHandle;
  let actual: Map<string, Map<string, boolean | null>>;
  beforeAll(async () => {
    handle = await openTestDatabase(engine);
    actual = await readDatabaseSchema(handle);
  });
  afterAll(() => handle.close());

  it('declares every table the migrations make, and no other', () => {
    expect([...actual.keys()].filter((t) => !declared.has(t)).sort()).toEqual([]);
    expect([...declared.keys()].filter((t) => !actual.has(t)).sort()).toEqual([]);
  });

  it('declares every column of each table, and no other', () => {
    const drift: string[] = [];
    for (const [table, columns] of declared) {
      const real = actual.get(table);
      if (!real) continue;
      for (const column of real.keys()) if (!columns.has(column)) drift.push(`${table}.${column} is in the database only`);
      for (const column of columns.keys()) if (!real.has(column)) drift.push(`${table}.${column} is in schema.ts only`);
    }
    expect(drift).toEqual([]);
  });

  it('types a column `| null` exactly when the database allows null', () => {
    const drift: string[] = [];
    for (const [table, columns] of declared) {
      for (const [column, { nullable }] of columns) {
        const real = actual.get(table)?.get(column);
        if (real === undefined || real === null || nullable === null || nullable === real) continue;
        drift.push(`${table}.${column}: ${real ? 'nullable in the database' : 'not null in the database'}, ${nullable ? '| null' : 'never null'} in schema.ts`);
      }
    }
    expect(drift).toEqual([]);
  });
});
