// Test databases on PostgreSQL: copies of the run's template database (see global-setup.ts).

/** The schema the template is migrated in; each copy renames it to a name of its own. */
export const POSTGRES_TEMPLATE_SCHEMA = 't_template';

/** `url` with its database name replaced by `database`. */
export function databaseUrlOn(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
