import { formatTaipei } from '../../../../domain/time/datetime';

interface CodeFields {
  pay_type: string;
  amount: number;
  payment_code: string | null;
  bank_code: string | null;
  virtual_account: string | null;
  expires_at: Date | null;
}

const money = (n: number) => `NT$${n.toLocaleString('en-US')}`;

/** zh-TW steps to pay a convenience-store code or an ATM virtual account; none for anything else. */
export function paymentInstructions(p: CodeFields): string[] {
  const deadline = p.expires_at ? `${formatTaipei(p.expires_at)}（台灣時間）` : '期限';
  if (p.pay_type === 'cvs' && p.payment_code) {
    return [
      '到 7-ELEVEN（ibon）、全家（FamiPort）、萊爾富（Life-ET）或 OK 超商（OK·go）的多媒體機，選擇「代碼繳費」。',
      `輸入繳費代碼 ${p.payment_code}，確認金額 ${money(p.amount)} 後列印繳費單。`,
      `請於 ${deadline} 前持繳費單到櫃檯付款，逾期代碼即失效。`,
      '付款完成後數分鐘內，點數會自動加入您的帳戶；繳費收據請保留備查。',
    ];
  }
  if (p.pay_type === 'atm' && p.bank_code && p.virtual_account) {
    return [
      '使用任一銀行的實體 ATM 或網路銀行，選擇「轉帳」（或「繳費」）。',
      `輸入銀行代碼 ${p.bank_code}，轉入帳號 ${p.virtual_account}（這組虛擬帳號只用於這筆訂單）。`,
      `轉帳金額須為 ${money(p.amount)}，請於 ${deadline} 前完成。`,
      '轉帳成功後點數會自動加入您的帳戶；跨行轉帳可能另收手續費。',
    ];
  }
  return [];
}
