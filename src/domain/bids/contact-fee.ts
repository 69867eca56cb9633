/**
 * Pay-on-contact (docs/quotes.md "Paying only for results"): when the consumer makes contact and
 * the pro's wallet cannot pay the fee, the contact is held until he pays, never given free.
 */
export const CONTACT_FEE_DUE_MESSAGE = '客戶已與您聯繫。請先儲值，並在報價頁按「支付聯繫費用」，才能查看與回覆客戶的訊息。';

/** What the new-message e-mail says instead of the text while the fee is due. */
export const CONTACT_FEE_DUE_EXCERPT = '（支付聯繫費用後即可查看訊息內容）';

/** The contact is held for the pro: a pay-on-contact quote whose fee is unpaid after the consumer made contact. */
export function isContactFeeDue(bid: { is_contact_charge: boolean; fee_amount: number | null }, consumerContacted: boolean): boolean {
  return bid.is_contact_charge && bid.fee_amount === null && consumerContacted;
}
