import { z } from 'zod';
import { pagedShape, slugRefSchema } from '../http/refs';

/** The console's catalogue calls (permission edit_catalogue): categories and their question forms. */

/** Categories per page of the console's category list. */
export const OPS_CATEGORY_PAGE_SIZE = 20;
/** The question types a form knows (quote_form_fields.type). */
export const QUESTION_TYPES = ['single_choice', 'multiple_choice', 'text', 'number', 'date'] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];
/** Types whose answer is picked from the question's options. */
export const CHOICE_TYPES: readonly QuestionType[] = ['single_choice', 'multiple_choice'];
export const CATEGORY_NAME_MAX = 50;
export const CATEGORY_DESCRIPTION_MAX = 1000;
export const QUESTION_LABEL_MAX = 100;
export const QUESTION_OPTION_MAX = 50;
export const QUESTION_OPTIONS_MAX = 20;

/** zh-TW texts of the console's catalogue calls. */
export const OpsCatalogueText = {
  CategoryNotFound: '找不到這個服務類別。',
  QuestionNotFound: '找不到這個問題。',
  GenreUnknown: '服務類型（genre_id）不存在，請從清單選擇。',
  ReorderMismatch: '排序（question_ids）必須列出這個類別所有啟用中的問題，每題一次。',
} as const;

const flag = (field: string) =>
  z.preprocess(
    (v) => (v === '1' || v === 'true' || v === 1 ? true : v === '0' || v === 'false' || v === 0 ? false : v),
    z.boolean({ error: `${field}必須是是或否。` }),
  );
const wholeNumber = (field: string) => z.coerce.number({ error: `${field}必須是數字。` }).int(`${field}必須是整數。`).min(0, `${field}不可小於 0。`).max(10_000_000, `${field}太大。`);

/** GET /ops/catalogue/categories/index/page:{n}.json?q=&genre=&active= */
export const opsCategoryFilterSchema = z.object({
  q: z.string({ error: '搜尋字詞（q）格式不正確。' }).trim().max(CATEGORY_NAME_MAX, `搜尋字詞（q）最多 ${CATEGORY_NAME_MAX} 個字。`).default(''),
  genre: z.string().regex(/^[a-z0-9-]{0,80}$/, '服務類型（genre）格式不正確。').default(''),
  active: z.enum(['', '1', '0'], { error: '狀態（active）只能是 1、0 或空白。' }).default(''),
});
export type OpsCategoryFilter = z.infer<typeof opsCategoryFilterSchema>;

export const opsCategoryRowSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  genre: slugRefSchema,
  is_active: z.boolean(),
  question_count: z.number().int(),
});
export type OpsCategoryRow = z.infer<typeof opsCategoryRowSchema>;
export const opsCategoryPageShape = { ...pagedShape('quote_categories', opsCategoryRowSchema), genres: z.array(slugRefSchema) };
export const opsCategoryPageSchema = z.object(opsCategoryPageShape);
export type OpsCategoryPage = z.infer<typeof opsCategoryPageSchema>;

const priceHintSchema = z
  .object({
    type: z.enum(['flat', 'hourly'], { error: '價格參考類型（price_hint.type）只能是 flat 或 hourly。' }),
    low: wholeNumber('價格參考下限（price_hint.low）'),
    high: wholeNumber('價格參考上限（price_hint.high）'),
    unit: z.string({ error: '價格參考單位（price_hint.unit）必須是文字。' }).trim().max(20, '價格參考單位（price_hint.unit）最多 20 個字。').default(''),
  })
  .refine((h) => h.low <= h.high, { path: ['high'], message: '價格參考上限（price_hint.high）不可小於下限。' });

export const opsQuestionSchema = z.object({
  id: z.number().int(),
  label: z.string(),
  type: z.enum(QUESTION_TYPES),
  options: z.array(z.string()),
  is_required: z.boolean(),
  placeholder: z.string().nullable(),
  display_order: z.number().int(),
  is_active: z.boolean(),
  /** Requests that answered this question. */
  answer_count: z.number().int(),
});
export type OpsQuestion = z.infer<typeof opsQuestionSchema>;

export const opsCategorySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  group_name: z.string(),
  genre_id: z.number().int(),
  is_active: z.boolean(),
  is_popular: z.boolean(),
  price_hint: z.object({ type: z.enum(['flat', 'hourly']), low: z.number().int(), high: z.number().int(), unit: z.string() }).nullable(),
});
export type OpsCategory = z.infer<typeof opsCategorySchema>;

/** GET /ops/catalogue/categories/view/{id}.json and the answer of every change. */
export const opsCategoryViewShape = { quote_category: opsCategorySchema, questions: z.array(opsQuestionSchema), genres: z.array(slugRefSchema) };
export const opsCategoryViewSchema = z.object(opsCategoryViewShape);
export type OpsCategoryView = z.infer<typeof opsCategoryViewSchema>;

/** POST /ops/catalogue/categories/edit/{id}.json */
export const opsCategoryEditSchema = z.object({
  name: z.string({ error: '名稱（name）必填。' }).trim().min(1, '名稱（name）必填。').max(CATEGORY_NAME_MAX, `名稱（name）最多 ${CATEGORY_NAME_MAX} 個字。`),
  description: z.string({ error: '說明（description）必須是文字。' }).trim().max(CATEGORY_DESCRIPTION_MAX, `說明（description）最多 ${CATEGORY_DESCRIPTION_MAX} 個字。`).default(''),
  group_name: z.string({ error: '分組（group_name）必須是文字。' }).trim().max(CATEGORY_NAME_MAX, `分組（group_name）最多 ${CATEGORY_NAME_MAX} 個字。`).default(''),
  genre_id: z.coerce.number({ error: '服務類型（genre_id）必填。' }).int('服務類型（genre_id）格式不正確。').positive('服務類型（genre_id）格式不正確。'),
  is_active: flag('啟用（is_active）'),
  is_popular: flag('熱門（is_popular）').default(false),
  price_hint: priceHintSchema.nullable().default(null),
});
export type OpsCategoryEdit = z.infer<typeof opsCategoryEditSchema>;

/** POST /ops/catalogue/questions/add/{categoryId}.json and edit/{id}.json */
export const opsQuestionBodySchema = z
  .object({
    label: z.string({ error: '問題（label）必填。' }).trim().min(1, '問題（label）必填。').max(QUESTION_LABEL_MAX, `問題（label）最多 ${QUESTION_LABEL_MAX} 個字。`),
    type: z.enum(QUESTION_TYPES, { error: '題型（type）只能是單選、複選、文字、數字或日期。' }),
    is_required: flag('必填（is_required）').default(false),
    options: z
      .array(z.string({ error: '選項（options）必須是文字。' }).trim().min(1, '選項（options）不可空白。').max(QUESTION_OPTION_MAX, `選項（options）每項最多 ${QUESTION_OPTION_MAX} 個字。`), {
        error: '選項（options）必須是清單。',
      })
      .max(QUESTION_OPTIONS_MAX, `選項（options）最多 ${QUESTION_OPTIONS_MAX} 個。`)
      .default([]),
    placeholder: z.string().trim().max(QUESTION_LABEL_MAX, `提示文字（placeholder）最多 ${QUESTION_LABEL_MAX} 個字。`).nullable().default(null),
  })
  .superRefine((q, ctx) => {
    if (CHOICE_TYPES.includes(q.type) && q.options.length < 2) ctx.addIssue({ code: 'custom', path: ['options'], message: '選項（options）：單選或複選題至少要有 2 個選項。' });
    if ((q.type === 'text' || q.type === 'date') && q.options.length > 0) ctx.addIssue({ code: 'custom', path: ['options'], message: '選項（options）：文字或日期題不可有選項。' });
    if (new Set(q.options).size !== q.options.length) ctx.addIssue({ code: 'custom', path: ['options'], message: '選項（options）不可重複。' });
  });
export type OpsQuestionBody = z.infer<typeof opsQuestionBodySchema>;

/** POST /ops/catalogue/questions/reorder/{categoryId}.json: the active questions' ids, in their new order. */
export const opsQuestionReorderSchema = z.object({
  question_ids: z
    .array(z.coerce.number({ error: '排序（question_ids）必須是問題編號。' }).int('排序（question_ids）必須是問題編號。').positive('排序（question_ids）必須是問題編號。'), {
      error: '排序（question_ids）必須是清單。',
    })
    .min(1, '排序（question_ids）不可空白。')
    .max(100, '排序（question_ids）太長。'),
});
export type OpsQuestionReorder = z.infer<typeof opsQuestionReorderSchema>;
