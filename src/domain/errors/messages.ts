import { ContactProviderError, ErrorText, MatchedCaseError, QuoteError, ShopFeedbackError, ShopItemError, SwitchToManualQuoteError } from './codes';

/** zh-TW texts for the spec's short error texts (spec section 8). */
export const ERROR_TEXT_MESSAGES: Record<string, string> = {
  [ErrorText.InvalidToken]: '登入已失效，請重新登入。',
  [ErrorText.InvalidApiKey]: 'API 金鑰無效。',
  [ErrorText.InvalidPrice]: '報價金額必須大於 0 的整數。',
  [ErrorText.DateTimeMissing]: '請選擇雇用的日期與時間。',
  [ErrorText.RatingIsZero]: '請給予 1 到 5 顆星的評分。',
  [ErrorText.EarlyCompletionUnconfirmed]: '預約的日期還沒到，請確認工作已經完成後再提早回報完工。',
  [ErrorText.MessageEmpty]: '訊息內容不可為空白。',
  [ErrorText.FileTooLarge]: '檔案大小需小於 10 MB。',
  [ErrorText.UnableToUpload]: '無法上傳',
  [ErrorText.BodyTooLarge]: '送出的資料太多或太大，請縮短內容、減少檔案後再試一次。',
  [ErrorText.InvalidInput]: '輸入的資料有誤。',
  [ErrorText.NotFound]: '找不到您要的資料。',
  [ErrorText.RateLimited]: '操作太頻繁，請稍後再試。',
  [ErrorText.ServerError]: '系統發生錯誤，請重新整理頁面；若問題持續，請聯絡客服並提供錯誤代碼。',
  [ErrorText.UnknownError]: '發生未知的錯誤。',
  [ErrorText.InvalidCredentials]: '帳號或密碼錯誤，請再試一次。',
  [ErrorText.WrongPassword]: '目前的密碼不正確。',
  [ErrorText.AccountExists]: '這個帳號或電子郵件已經註冊過了，請直接登入。',
  [ErrorText.InvalidCode]: '驗證碼不正確，請再試一次。',
  [ErrorText.CodeExpired]: '驗證碼已過期，請重新取得驗證碼。',
  [ErrorText.TooManyAttempts]: '驗證碼輸入錯誤次數過多，請重新取得驗證碼。',
  [ErrorText.ResendTooSoon]: '驗證碼剛寄出，請稍候 60 秒再重新發送。',
  [ErrorText.InvalidHash]: '這個連結無效或已過期，請重新申請。',
  [ErrorText.PasswordRequired]: '請輸入新密碼。',
  [ErrorText.ProviderNotConfigured]: '目前未開放此登入方式。',
  [ErrorText.InvalidSocialToken]: '第三方登入驗證失敗，請再試一次。',
  [ErrorText.SocialAccountTaken]: '這個第三方帳號已連結到其他會員。',
  [ErrorText.PhoneTaken]: '這個手機號碼已經由其他會員驗證過了。若這是您的號碼，請用手機號碼登入原本的帳號，或聯絡客服協助。',
  [ErrorText.LoginCodeRequired]: '這次登入與您平常的使用情況不同，為了保護您的帳號，請輸入我們剛寄給您的驗證碼。',
  [ErrorText.LoginRefused]: '為了保護您的帳號，這次登入已被暫停。我們已通知客服，請聯絡客服協助您恢復登入。',
  [ErrorText.ReauthRequired]: '為了保護您的帳號，請先再次確認身分（輸入密碼或驗證碼）。',
  [ErrorText.Forbidden]: '您的角色沒有這項操作的權限。',
  [ErrorText.AccountSuspended]: '這個帳號目前停權中，暫時無法使用。',
  [ErrorText.AccountClosed]: '這個帳號已被停用。如有疑問，請透過「聯絡我們」與客服聯繫。',
  [ErrorText.LastLoginMethod]: '這是您目前唯一的登入方式，請先設定密碼或連結其他登入方式，再取消這個連結。',
  [ErrorText.RequestQuoteLimit]: '這個需求已經收到足夠的報價，不再接受新的報價。',
  [ErrorText.ActionNotAllowed]: '這個案件目前的狀態不能進行這個動作。',
  [ErrorText.UserBlocked]: '您與對方之間有封鎖設定，無法互傳訊息。',
  [ErrorText.RequestClosed]: '這個需求已經關閉或封存，無法再變更或報價。',
};

/** zh-TW texts for posting a matched case. */
export const MATCHED_CASE_ERROR_MESSAGES: Record<number, string> = {
  [MatchedCaseError.PhoneVerificationNeeded]: '請先完成手機驗證，才能送出需求並收到專家的報價。',
};

/** Texts the quote and the switch-to-manual codes share. */
const FOREIGN_CARD_TEXT = '金流服務不支援國外發行的信用卡。';
const CATEGORY_LIMIT_TEXT = '您目前無法在此服務類別報價。';

/** zh-TW texts for the quote action codes. */
export const QUOTE_ERROR_MESSAGES: Record<number, string> = {
  [QuoteError.CreditCardNeeded]: '請先綁定信用卡才能送出報價。',
  [QuoteError.PhoneVerificationNeeded]: '請先完成手機驗證才能送出報價。',
  [QuoteError.NotEnoughCredit]: '點數不足，請先儲值。',
  [QuoteError.ForeignCardNotSupported]: FOREIGN_CARD_TEXT,
  [QuoteError.CategoryLimitation]: CATEGORY_LIMIT_TEXT,
};

/** zh-TW texts for switching a pay-on-contact quote to a paid quote. */
export const SWITCH_TO_MANUAL_QUOTE_MESSAGES: Record<number, string> = {
  [SwitchToManualQuoteError.PaymentFailed]: '點數不足，無法改為一般報價，請先儲值。',
  [SwitchToManualQuoteError.AlreadyContacted]: '客戶已經聯繫您，聯繫費用已經扣除，無需再改為一般報價。',
  [SwitchToManualQuoteError.PhoneVerificationNeeded]: '請先完成手機驗證。',
  [SwitchToManualQuoteError.ForeignCardNotSupported]: FOREIGN_CARD_TEXT,
  [SwitchToManualQuoteError.CategoryLimitation]: CATEGORY_LIMIT_TEXT,
};

/** want_to_contact_provider: the client goes on as if it succeeded (spec section 8). */
export const CONTACT_PROVIDER_MESSAGES: Record<number, string> = {
  [ContactProviderError.Tolerated]: '您已經聯繫過這位專家了。',
};

const SHOP_ITEM_MESSAGES: Record<number, string> = {
  [ShopItemError.ItemNotFound]: '找不到此商品。',
  [ShopItemError.ItemNotOwned]: '此商品不屬於您。',
  [ShopItemError.BadName]: '商品名稱格式不正確。',
  [ShopItemError.BadDescription]: '商品描述格式不正確。',
  [ShopItemError.BadTravelPreference]: '服務方式設定不正確。',
  [ShopItemError.BadServiceArea]: '服務地區設定不正確。',
  [ShopItemError.BadServiceType]: '服務類型設定不正確。',
  [ShopItemError.BadServiceInfo]: '服務資訊格式不正確。',
  [ShopItemError.BadPlan]: '方案設定不正確。',
  [ShopItemError.PlanName]: '方案名稱格式不正確。',
  [ShopItemError.PlanDescription]: '方案描述格式不正確。',
  [ShopItemError.PlanPrice]: '方案價格格式不正確。',
  [ShopItemError.PlanServiceType]: '方案服務類型不正確。',
  [ShopItemError.PhotoError]: '照片有誤。',
  [ShopItemError.PhotoOperation]: '照片操作失敗。',
  [ShopItemError.PhotoOrder]: '照片順序不正確。',
  [ShopItemError.PhotoUrl]: '照片網址不正確。',
  [ShopItemError.QuantityFlag]: '數量設定不正確。',
  [ShopItemError.RemainingQuantity]: '剩餘數量不正確。',
  [ShopItemError.Keyword]: '關鍵字格式不正確。',
  [ShopItemError.ReservationFlag]: '預約設定不正確。',
};

const SHOP_FEEDBACK_MESSAGES: Record<number, string> = {
  [ShopFeedbackError.ItemMissing]: '找不到此商品。',
  [ShopFeedbackError.OrderNotCompleted]: '訂單尚未完成，無法評價。',
  [ShopFeedbackError.BadScore]: '評分格式不正確。',
  [ShopFeedbackError.BadText]: '評價內容格式不正確或超過 50 個字。',
  [ShopFeedbackError.BadAttachments]: '附件格式不正確或超過 3 個。',
  [ShopFeedbackError.OrderItemMissing]: '找不到此訂單項目。',
};

/** The zh-TW text of a shop item error, falling back to 'unknown error' (spec section 8). */
export function shopItemErrorMessage(code: number): string {
  return SHOP_ITEM_MESSAGES[code] ?? ERROR_TEXT_MESSAGES[ErrorText.UnknownError]!;
}

/** The zh-TW text of a shop feedback error. */
export function shopFeedbackErrorMessage(code: number): string {
  return SHOP_FEEDBACK_MESSAGES[code] ?? ERROR_TEXT_MESSAGES[ErrorText.UnknownError]!;
}
