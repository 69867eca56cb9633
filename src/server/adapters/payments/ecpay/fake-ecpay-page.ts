import { toEcpayDateTime } from './ecpay-time';

export interface FakeTrade {
  merchantTradeNo: string;
  tradeNo: string;
  amount: number;
  payType: 'cvs' | 'atm';
  itemName: string;
  tradeDate: Date;
  expiresAt: Date;
  paymentNo: string | null;
  bankCode: string | null;
  vAccount: string | null;
  returnUrl: string;
  paymentInfoUrl: string;
  status: 'pending' | 'paid';
  paidAt: Date | null;
}

const html = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The sandbox's page of codes waiting to be paid: "pay" plays the consumer paying at the
 * store or transferring at an ATM, and ECPay's paid notification goes to the merchant.
 */
export function sandboxPage(pending: FakeTrade[], payAction: string, paid: string | undefined): string {
  const rows = pending
    .map((t) => {
      const code = t.payType === 'cvs' ? `超商代碼 <strong>${html(t.paymentNo ?? '')}</strong>` : `ATM（${html(t.bankCode ?? '')}）<strong>${html(t.vAccount ?? '')}</strong>`;
      return `<li data-trade="${html(t.merchantTradeNo)}"><div>${html(t.merchantTradeNo)}・NT$${t.amount}・${code}</div>
<div>繳費期限 ${html(toEcpayDateTime(t.expiresAt))}（台灣時間）</div>
<form method="post" action="${html(payAction)}"><input type="hidden" name="MerchantTradeNo" value="${html(t.merchantTradeNo)}">
<button type="submit">模擬繳費 ${html(t.merchantTradeNo)}</button></form></li>`;
    })
    .join('\n');
  const notice = paid ? `<p role="status">已模擬繳費：${html(paid)}</p>` : '';
  return `<!DOCTYPE html><html lang="zh-Hant"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>綠界測試環境：待繳費代碼</title></head><body>
<h1>綠界測試環境：待繳費代碼</h1>
<p>這是沙盒金流，不會真的收款。按「模擬繳費」等於消費者在超商或 ATM 完成付款。</p>
${notice}
${rows ? `<ul>${rows}</ul>` : '<p>目前沒有待繳費的代碼。</p>'}
</body></html>`;
}
