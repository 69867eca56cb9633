import { SERVICE_LIMITS } from './quote-service.schema';

export interface ReadinessInput {
  display_name: string;
  description: string;
  categoryCount: number;
  areaCount: number;
  is_service_professional_travels_to_me: boolean;
  is_customer_travel_to_me: boolean;
  is_over_phone_or_internet: boolean;
}

/**
 * What keeps a profile from being ready to show (field names, in the editing menu's order):
 * a name, a category, a way to serve, an area unless the work is only over the phone or
 * internet, and a description consumers can judge the pro by.
 */
export function missingForProfile(s: ReadinessInput): string[] {
  const missing: string[] = [];
  if (s.display_name.trim() === '') missing.push('display_name');
  if (!s.is_service_professional_travels_to_me && !s.is_customer_travel_to_me && !s.is_over_phone_or_internet) missing.push('travel');
  if (s.categoryCount === 0) missing.push('quote_category_id');
  if (s.description.trim().length < SERVICE_LIMITS.descriptionMin) missing.push('description');
  const needsArea = s.is_service_professional_travels_to_me || s.is_customer_travel_to_me;
  if (needsArea && s.areaCount === 0) missing.push('areas');
  return missing;
}

/** zh-TW reasons for each missing part. */
export const MISSING_MESSAGES: Record<string, string> = {
  display_name: '請輸入服務名稱',
  travel: '請至少選擇一種服務方式',
  quote_category_id: '請至少選擇一個服務類別',
  description: `服務介紹至少 ${SERVICE_LIMITS.descriptionMin} 個字`,
  areas: '請至少選擇一個服務地區',
};
