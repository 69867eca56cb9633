import { z } from 'zod';

/** The console's catalogue calls for genres, cities and districts (permission edit_catalogue). */

export const GENRE_NAME_MAX = 30;
export const GENRE_DESCRIPTION_MAX = 500;
export const PLACE_NAME_MAX = 20;
export const DISPLAY_ORDER_MAX = 10_000;

/** zh-TW texts of the console's genre and place calls. */
export const OpsCatalogueListText = {
  GenreNotFound: '找不到這個服務類型。',
  CityNotFound: '找不到這個縣市。',
  DistrictNotFound: '找不到這個鄉鎮市區。',
  SlugFixed: '網址代稱（slug）：內建目錄的服務類型不能改網址代稱（網址與發案表單都以它辨認）。',
  SlugTaken: '網址代稱（slug）已被其他服務類型使用。',
  GenreInUse: '這個服務類型還有服務類別，不能刪除；請改為停用。',
  GenreFromCatalogue: '這個服務類型來自內建目錄，刪除後會在下次啟動時重新加入；請改為停用。',
  GenreReorderMismatch: '排序（genre_ids）必須列出所有服務類型，每個一次。',
  DistrictNameTaken: '名稱（name）：這個縣市已有同名的鄉鎮市區。',
  CityNameTaken: '名稱（name）：已有同名的縣市。',
} as const;

const displayOrder = z.coerce
  .number({ error: '排序（display_order）必須是數字。' })
  .int('排序（display_order）必須是整數。')
  .min(0, '排序（display_order）不可小於 0。')
  .max(DISPLAY_ORDER_MAX, `排序（display_order）最多 ${DISPLAY_ORDER_MAX}。`);
const activeFlag = z.preprocess(
  (v) => (v === '1' || v === 'true' || v === 1 ? true : v === '0' || v === 'false' || v === 0 ? false : v),
  z.boolean({ error: '啟用（is_active）必須是是或否。' }),
);

export const opsGenreSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  display_order: z.number().int(),
  is_active: z.boolean(),
  /** Categories of the genre, active or not; a genre with any cannot be deleted. */
  category_count: z.number().int(),
  active_category_count: z.number().int(),
  /** Whether the genre came with the bundled catalogue (it is then deactivated, never deleted). */
  from_catalogue: z.boolean(),
});
export type OpsGenre = z.infer<typeof opsGenreSchema>;

/** GET /ops/catalogue/genres/index.json and the answer of every genre change: all genres in their order. */
export const opsGenreListShape = { genres: z.array(opsGenreSchema) };
export const opsGenreListSchema = z.object(opsGenreListShape);
export type OpsGenreList = z.infer<typeof opsGenreListSchema>;

/** POST /ops/catalogue/genres/add.json and edit/{id}.json */
export const opsGenreBodySchema = z.object({
  name: z.string({ error: '名稱（name）必填。' }).trim().min(1, '名稱（name）必填。').max(GENRE_NAME_MAX, `名稱（name）最多 ${GENRE_NAME_MAX} 個字。`),
  slug: z
    .string({ error: '網址代稱（slug）必填。' })
    .trim()
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, '網址代稱（slug）只能用小寫英文字母、數字和連字號。')
    .max(60, '網址代稱（slug）最多 60 個字。'),
  description: z.string({ error: '說明（description）必須是文字。' }).trim().max(GENRE_DESCRIPTION_MAX, `說明（description）最多 ${GENRE_DESCRIPTION_MAX} 個字。`).default(''),
  display_order: displayOrder,
  is_active: activeFlag.default(true),
});
export type OpsGenreBody = z.infer<typeof opsGenreBodySchema>;

/** POST /ops/catalogue/genres/reorder.json: every genre's id, in the new order. */
export const opsGenreReorderSchema = z.object({
  genre_ids: z
    .array(z.coerce.number({ error: '排序（genre_ids）必須是服務類型編號。' }).int('排序（genre_ids）必須是服務類型編號。').positive('排序（genre_ids）必須是服務類型編號。'), {
      error: '排序（genre_ids）必須是清單。',
    })
    .min(1, '排序（genre_ids）不可空白。')
    .max(200, '排序（genre_ids）太長。'),
});

export const opsCitySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  display_order: z.number().int(),
  is_active: z.boolean(),
  district_count: z.number().int(),
  active_district_count: z.number().int(),
});
export type OpsCity = z.infer<typeof opsCitySchema>;

/** GET /ops/catalogue/cities/index.json: every city and county, in their order. */
export const opsCityListShape = { cities: z.array(opsCitySchema) };
export const opsCityListSchema = z.object(opsCityListShape);
export type OpsCityList = z.infer<typeof opsCityListSchema>;

export const opsDistrictSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  zipcode: z.string(),
  display_order: z.number().int(),
  is_active: z.boolean(),
});
export type OpsDistrict = z.infer<typeof opsDistrictSchema>;

/** GET /ops/catalogue/cities/view/{id}.json and the answer of every city or district change. */
export const opsCityViewShape = { city: opsCitySchema, districts: z.array(opsDistrictSchema) };
export const opsCityViewSchema = z.object(opsCityViewShape);
export type OpsCityView = z.infer<typeof opsCityViewSchema>;

const placeName = z.string({ error: '名稱（name）必填。' }).trim().min(1, '名稱（name）必填。').max(PLACE_NAME_MAX, `名稱（name）最多 ${PLACE_NAME_MAX} 個字。`);

/** POST /ops/catalogue/cities/edit/{id}.json */
export const opsCityEditSchema = z.object({ name: placeName, display_order: displayOrder });
export type OpsCityEdit = z.infer<typeof opsCityEditSchema>;

/** POST /ops/catalogue/districts/add/{cityId}.json and districts/edit/{id}.json */
export const opsDistrictBodySchema = z.object({
  name: placeName,
  zipcode: z.string({ error: '郵遞區號（zipcode）必填。' }).trim().regex(/^\d{3}$/, '郵遞區號（zipcode）必須是 3 位數字。'),
  display_order: displayOrder.default(0),
});
export type OpsDistrictBody = z.infer<typeof opsDistrictBodySchema>;
