import type { PartnerConfig } from '../../config';
import { escapeHtml } from '../../lib/html';

/** Nothing runs on these pages; the only inline thing is the stylesheet. */
export const PARTNER_PAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'";

/** What a visitor reads when a partner token is refused; never why exactly (that is in the log). */
export const PARTNER_TOKEN_REFUSED = '無法驗證您的登入資訊：連結可能已過期或已使用過。請回到合作夥伴的 App 重新進入。';
export const PARTNER_LINK_REFUSED = '驗證碼不正確或已過期，請回到合作夥伴的 App 重新進入。';
export const PARTNER_CODE_FORMAT = '驗證碼（code）：請輸入 6 位數字的驗證碼。';

function page(title: string, partner: PartnerConfig | undefined, body: string): string {
  const colour = partner?.theme.primary ?? '#2563eb';
  const header = partner ? `<header style="background:${partner.theme.headerBackground};color:${partner.theme.headerText}">${escapeHtml(partner.name)}</header>` : '';
  return `<!doctype html>
<html lang="zh-Hant-TW">
<head>
<meta charset="utf-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
<meta name="robots" content="noindex" />
<title>${escapeHtml(title)} - 好幫手</title>
<style>
  body { font-family: system-ui, "Noto Sans TC", "PingFang TC", sans-serif; margin: 0; color: #1f2937; background: #f9fafb; }
  header { padding: .75rem 1rem; font-weight: 600; }
  main { max-width: 28rem; margin: 0 auto; padding: 1.5rem 1rem; }
  h1 { font-size: 1.25rem; } p { line-height: 1.6; }
  label { display: block; margin: 1rem 0 .25rem; }
  input { width: 100%; box-sizing: border-box; padding: .6rem .75rem; font-size: 1.1rem; letter-spacing: .2em; border: 1px solid #d1d5db; border-radius: .375rem; }
  button, a.back { display: inline-block; margin-top: 1rem; padding: .6rem 1.25rem; border: 0; border-radius: .375rem; font-size: 1rem; background: ${colour}; color: #fff; text-decoration: none; }
  .error { color: #b91c1c; }
</style>
</head>
<body>
${header}
<main>
<h1>${escapeHtml(title)}</h1>
${body}
</main>
</body>
</html>
`;
}

/** The 401 page of a refused partner token or link. */
export function partnerRefusedHtml(partner: PartnerConfig | undefined, message: string): string {
  const back = partner?.returnUrl ? `<a class="back" href="${escapeHtml(partner.returnUrl)}">回到${escapeHtml(partner.name)}</a>` : '';
  return page('無法登入', partner, `<p class="error" role="alert">${escapeHtml(message)}</p>${back}`);
}

/** The form that takes the code texted to the account being linked. */
export function partnerLinkHtml(partner: PartnerConfig, phoneHint: string, error: string | null): string {
  const alert = error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : '';
  return page(
    '連結您的帳號',
    partner,
    `<p>您的手機號碼已經有好幫手帳號。我們已將驗證碼傳送到${escapeHtml(phoneHint)}的手機，輸入後即可把${escapeHtml(partner.name)}與這個帳號連結並登入。</p>
${alert}<form method="post" action="/partner/${escapeHtml(partner.id)}/link">
<label for="code">驗證碼</label>
<input id="code" name="code" inputmode="numeric" autocomplete="one-time-code" maxlength="6" required />
<button type="submit">確認並登入</button>
</form>`,
  );
}
