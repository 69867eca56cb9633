import { z } from 'zod';
import { isEmail } from '../users/email';
import { ONBOARD_COMPLETED } from './steps';
import { requiredText } from '../validation/text';

/** Inputs of the services API, shared by the server (400s naming the field) and the web forms. */

export const SERVICE_LIMITS = {
  displayNameMax: 50,
  descriptionMin: 20,
  descriptionMax: 5000,
  lineIdMax: 20,
  websiteMax: 300,
  travelDistanceMax: 300,
  reviewLinksMax: 5,
  reviewSiteMax: 30,
  faqsMax: 20,
  questionMax: 100,
  answerMax: 1000,
  categoriesMax: 10,
  areasMax: 400,
} as const;

const flag = z
  .union([z.boolean(), z.literal('0'), z.literal('1'), z.literal(0), z.literal(1), z.literal('true'), z.literal('false')], { error: '請填 0 或 1' })
  .transform((v) => v === true || v === '1' || v === 1 || v === 'true');

const id = (message: string) => z.coerce.number({ error: message }).int(message).positive(message).max(2_147_483_647, message);

const LINE_ID = /^@?[A-Za-z0-9._-]{1,20}$/;
const PHONE = /^\+?[0-9][0-9 ()#-]{6,19}$/;
const HTTP_URL = /^https?:\/\/[^\s/$.?#][^\s]*$/i;

const optionalText = (max: number, message: string) => z.string({ error: message }).trim().max(max, message);

export const displayNameSchema = requiredText('請輸入服務名稱', SERVICE_LIMITS.displayNameMax, `服務名稱最多 ${SERVICE_LIMITS.displayNameMax} 個字`);

export const descriptionSchema = z
  .string({ error: '請輸入服務介紹' })
  .trim()
  .max(SERVICE_LIMITS.descriptionMax, `服務介紹最多 ${SERVICE_LIMITS.descriptionMax} 個字`);

/** POST /quote_services/edit/{id}.json: any of these; what is left out stays as it is. */
export const serviceEditSchema = z
  .object({
    display_name: displayNameSchema,
    description: descriptionSchema,
    line_id: optionalText(SERVICE_LIMITS.lineIdMax + 1, 'LINE ID 格式不正確').refine((v) => v === '' || LINE_ID.test(v), 'LINE ID 只能有英文字母、數字、.、_ 或 -（官方帳號以 @ 開頭），最多 20 個字'),
    contact_phone: optionalText(20, '聯絡電話格式不正確').refine((v) => v === '' || PHONE.test(v), '聯絡電話格式不正確，例如 02-2345-6789 或 0912-345-678'),
    contact_email: optionalText(254, '電子郵件格式不正確').refine((v) => v === '' || isEmail(v), '電子郵件格式不正確'),
    website_url: optionalText(SERVICE_LIMITS.websiteMax, `網站網址最多 ${SERVICE_LIMITS.websiteMax} 個字`).refine((v) => v === '' || HTTP_URL.test(v), '網站網址需以 http:// 或 https:// 開頭'),
    is_service_professional_travels_to_me: flag,
    is_customer_travel_to_me: flag,
    is_over_phone_or_internet: flag,
    max_travel_distance: z
      .union([z.literal(''), z.null(), z.coerce.number({ error: '最遠服務距離需為數字' })])
      .transform((v, ctx) => {
        if (v === '' || v === null) return null;
        if (!Number.isInteger(v) || v < 1 || v > SERVICE_LIMITS.travelDistanceMax) {
          ctx.addIssue({ code: 'custom', message: `最遠服務距離需為 1 到 ${SERVICE_LIMITS.travelDistanceMax} 公里的整數` });
          return z.NEVER;
        }
        return v;
      }),
  })
  .partial();
export type ServiceEditInput = z.output<typeof serviceEditSchema>;

/** POST /quote_services/add.json */
export const serviceAddSchema = z.object({
  display_name: displayNameSchema,
  quote_category_id: id('請選擇服務類別'),
  city_id: id('請選擇服務地區'),
});

export const reviewLinkSchema = z.object({
  site_name: z.string({ error: '請輸入網站名稱' }).trim().min(1, '請輸入網站名稱').max(SERVICE_LIMITS.reviewSiteMax, `網站名稱最多 ${SERVICE_LIMITS.reviewSiteMax} 個字`),
  url: z.string({ error: '請輸入評價網址' }).trim().max(SERVICE_LIMITS.websiteMax, `網址最多 ${SERVICE_LIMITS.websiteMax} 個字`).refine((v) => HTTP_URL.test(v), '評價網址需以 http:// 或 https:// 開頭'),
});

/** POST /quote_services/external_review_links/{id}.json: the whole list, in order. */
export const reviewLinksSchema = z.object({
  external_review_links: z.array(reviewLinkSchema, { error: '評價連結格式不正確' }).max(SERVICE_LIMITS.reviewLinksMax, `評價連結最多 ${SERVICE_LIMITS.reviewLinksMax} 個`),
});

export const faqSchema = z.object({
  question: z.string({ error: '請輸入問題' }).trim().min(1, '請輸入問題').max(SERVICE_LIMITS.questionMax, `問題最多 ${SERVICE_LIMITS.questionMax} 個字`),
  answer: z.string({ error: '請輸入回答' }).trim().min(1, '請輸入回答').max(SERVICE_LIMITS.answerMax, `回答最多 ${SERVICE_LIMITS.answerMax} 個字`),
});

export const faqReorderSchema = z.object({
  ids: z.array(id('問答編號不正確'), { error: '請給出問答的新順序' }).min(1, '請給出問答的新順序'),
});

export const categoryAddSchema = z.object({ quote_category_id: id('請選擇服務類別') });

export const jobPreferenceSchema = z.object({
  answers: z.record(z.string().regex(/^\d+$/, '問題編號不正確'), z.array(z.string().max(200), { error: '偏好的答案需為清單' }).max(50)),
});

/** POST /quote_service_categories/edit/{id}.json */
export const serviceCategoryEditSchema = z
  .object({
    is_auto_quote_on: flag,
    is_direct_reserve_on: flag,
    quote_job_preference: jobPreferenceSchema,
  })
  .partial();

/** POST /quote_service_areas/edit/{serviceId}.json: the whole list; a null district is the whole city. */
export const areasSchema = z.object({
  areas: z
    .array(
      z.object({
        city_id: id('請選擇縣市'),
        district_id: z.union([z.literal(''), z.null(), id('請選擇鄉鎮市區')]).transform((v) => (v === '' ? null : v)),
      }),
      { error: '請選擇服務地區' },
    )
    .max(SERVICE_LIMITS.areasMax, `服務地區最多 ${SERVICE_LIMITS.areasMax} 個`),
});

export const onboardSchema = z.object({
  onboard_state: z.coerce.number({ error: '步驟不正確' }).int('步驟不正確').min(0, '步驟不正確').max(ONBOARD_COMPLETED, '步驟不正確'),
});
