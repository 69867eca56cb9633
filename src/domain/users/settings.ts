/**
 * A user's settings and notification settings (GET /user/get_settings.json). Every key has a
 * default, so a new account and an old one answer the same shape; unknown keys are refused.
 */

export const NOTIFICATION_SETTING_KEYS = [
  'email_new_request',
  'email_new_quote',
  'email_new_message',
  'email_hired',
  'email_review',
  'email_marketing',
  'email_shop_order',
  'sms_new_request',
  'sms_new_message',
  'sms_hired',
  'sms_new_quote',
] as const;
export type NotificationSettingKey = (typeof NOTIFICATION_SETTING_KEYS)[number];
export type NotificationSettings = Record<NotificationSettingKey, 0 | 1>;

export const DEFAULT_NOTIFICATION_SETTINGS: NotificationSettings = {
  email_new_request: 1,
  email_new_quote: 1,
  email_new_message: 1,
  email_hired: 1,
  email_review: 1,
  email_marketing: 0,
  email_shop_order: 1,
  sms_new_request: 1,
  sms_new_message: 0,
  sms_hired: 1,
  sms_new_quote: 1,
};

/** zh-TW labels for the settings screen. */
export const NOTIFICATION_SETTING_LABELS: Record<NotificationSettingKey, string> = {
  email_new_request: '有新的案件需求時寄 Email 通知我',
  email_new_quote: '收到新的報價時寄 Email 通知我',
  email_new_message: '收到新訊息時寄 Email 通知我',
  email_hired: '被雇用或案件狀態改變時寄 Email 通知我',
  email_review: '收到新的評價時寄 Email 通知我',
  email_marketing: '接收優惠活動與電子報',
  email_shop_order: '商店訂單有進度時寄 Email 通知我',
  sms_new_request: '有新的案件需求時傳簡訊通知我',
  sms_new_message: '收到新訊息時傳簡訊通知我',
  sms_hired: '被雇用時傳簡訊通知我',
  sms_new_quote: '收到新的報價時傳簡訊通知我',
};

export const USER_SETTING_KEYS = ['show_phone_to_hired', 'allow_direct_reserve_notice', 'weekly_summary'] as const;
export type UserSettingKey = (typeof USER_SETTING_KEYS)[number];
export type UserSettings = Record<UserSettingKey, 0 | 1>;

export const DEFAULT_USER_SETTINGS: UserSettings = {
  show_phone_to_hired: 1,
  allow_direct_reserve_notice: 1,
  weekly_summary: 1,
};

export const USER_SETTING_LABELS: Record<UserSettingKey, string> = {
  show_phone_to_hired: '被雇用後讓對方看到我的手機號碼',
  allow_direct_reserve_notice: '接收直接預約的提醒',
  weekly_summary: '每週寄送帳戶摘要',
};
