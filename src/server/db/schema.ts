import type { ColumnType, Generated } from 'kysely';
import type { FormFieldType } from '../../domain/catalogue/catalogue.types';

/** A timestamptz column: read as Date, written as Date or SQL default. */
export type Timestamp = ColumnType<Date, Date | string, Date | string>;
/** A timestamptz column with a database default. */
export type GeneratedTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface UsersTable {
  id: Generated<number>;
  username: string;
  email: string | null;
  password_hash: string | null;
  first_name: Generated<string>;
  last_name: Generated<string>;
  phone: string | null;
  is_phone_confirmed: Generated<boolean>;
  onboard_state: Generated<number>;
  avatar_thumb_url: string | null;
  avatar_original_url: string | null;
  created: GeneratedTimestamp;
  modified: GeneratedTimestamp;
  deleted_at: Date | null;
}

export interface SessionsTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  device_id: string | null;
  created: GeneratedTimestamp;
  last_seen: GeneratedTimestamp;
  expires_at: Timestamp;
  revoked_at: Date | null;
}

export interface GenresTable {
  id: Generated<number>;
  slug: string;
  name: string;
  description: Generated<string>;
  icon: Generated<string>;
  display_order: Generated<number>;
}

export interface QuoteCategoriesTable {
  id: Generated<number>;
  slug: string;
  name: string;
  genre_id: number;
  group_name: Generated<string>;
  description: Generated<string>;
  is_popular: Generated<boolean>;
  price_hint_type: 'flat' | 'hourly' | null;
  price_hint_low: number | null;
  price_hint_high: number | null;
  price_hint_unit: string | null;
  display_order: Generated<number>;
  is_active: Generated<boolean>;
}

export interface QuoteFormFieldsTable {
  id: Generated<number>;
  quote_category_id: number;
  label: string;
  type: FormFieldType;
  options: ColumnType<string[], string, string>;
  is_required: Generated<boolean>;
  placeholder: string | null;
  display_order: number;
  is_active: Generated<boolean>;
}

export interface CitiesTable {
  id: Generated<number>;
  slug: string;
  name: string;
  display_order: number;
}

export interface DistrictsTable {
  id: Generated<number>;
  city_id: number;
  name: string;
  zipcode: string;
}

export interface SchemaMigrationsTable {
  name: string;
  applied_at: GeneratedTimestamp;
}

/** Every table, as Kysely sees it. */
export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  genres: GenresTable;
  quote_categories: QuoteCategoriesTable;
  quote_form_fields: QuoteFormFieldsTable;
  cities: CitiesTable;
  districts: DistrictsTable;
  schema_migrations: SchemaMigrationsTable;
}
