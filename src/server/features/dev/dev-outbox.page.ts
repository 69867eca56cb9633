import type { FastifyInstance } from 'fastify';
import { formatTaipei } from '../../../domain/time/datetime';
import type { OutboxEntry } from '../../adapters/messaging/outbox';
import { outboxGuard } from './dev-access';
import { latestOutbox } from './dev-outbox.repository';

const PAGE_LIMIT = 50;
const CHANNEL_LABELS: Record<OutboxEntry['channel'], string> = { email: '電子郵件', sms: '簡訊', voice: '語音' };
// Nothing runs on this page; the only inline thing is its stylesheet.
const CSP = "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'";

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

// ASCII URL characters only, so a link stops at Chinese punctuation; runs on escaped text,
// where & # ; stand for escaped characters.
const LINK_OR_CODE = /(https?:\/\/[A-Za-z0-9\-._~:/?#@!$&*+,;=%]+)|(?<![\w/])(\d{6})(?![\w/])/g;
const TRAILING_PUNCTUATION = /[.,!?:]+$/;

/** Escapes a body and makes its links clickable and its 6-digit codes stand out. */
export function bodyToHtml(body: string): string {
  return escapeHtml(body).replace(LINK_OR_CODE, (_match, url: string | undefined, code: string | undefined) => {
    if (!url) return `<strong class="code">${code}</strong>`;
    const trailing = TRAILING_PUNCTUATION.exec(url)?.[0] ?? '';
    const href = url.slice(0, url.length - trailing.length);
    return `<a href="${href}">${href}</a>${trailing}`;
  });
}

function messageHtml(m: OutboxEntry): string {
  const subject = m.subject ? `<h2>${escapeHtml(m.subject)}</h2>` : '';
  return `<article>
  <p class="meta"><span class="channel ${m.channel}">${CHANNEL_LABELS[m.channel]}</span> 寄給 <a href="?to=${encodeURIComponent(m.to)}">${escapeHtml(m.to)}</a> · <time datetime="${m.created.toISOString()}">${formatTaipei(m.created)}</time></p>
  ${subject}<pre>${bodyToHtml(m.body)}</pre>
</article>`;
}

/** The whole page: a filter form and the newest messages. */
export function outboxPageHtml(to: string, messages: OutboxEntry[]): string {
  const heading = to ? `寄給 ${escapeHtml(to)} 的最新訊息` : `所有收件人的最新 ${PAGE_LIMIT} 則訊息`;
  const list = messages.length > 0 ? messages.map(messageHtml).join('\n') : '<p class="empty">目前沒有訊息。</p>';
  return `<!doctype html>
<html lang="zh-Hant-TW">
<head>
<meta charset="utf-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
<meta name="robots" content="noindex" />
<title>開發用寄件匣 - 好幫手</title>
<style>
  body { font-family: system-ui, "Noto Sans TC", "PingFang TC", "Microsoft JhengHei", sans-serif; margin: 0 auto; max-width: 48rem; padding: 1.5rem; color: #1f2937; background: #f9fafb; }
  h1 { font-size: 1.4rem; margin: 0 0 .25rem; } .note { color: #6b7280; margin: 0 0 1rem; font-size: .9rem; }
  form { display: flex; gap: .5rem; margin-bottom: 1.25rem; }
  input { flex: 1; padding: .5rem .75rem; border: 1px solid #d1d5db; border-radius: .375rem; font-size: 1rem; }
  button, .clear { padding: .5rem 1rem; border-radius: .375rem; font-size: 1rem; border: 1px solid #2563eb; background: #2563eb; color: #fff; cursor: pointer; text-decoration: none; }
  .clear { background: #fff; color: #2563eb; }
  article { background: #fff; border: 1px solid #e5e7eb; border-radius: .5rem; padding: 1rem; margin-bottom: .75rem; }
  .meta { margin: 0; color: #6b7280; font-size: .85rem; } h2 { font-size: 1.05rem; margin: .5rem 0 0; }
  pre { white-space: pre-wrap; word-break: break-word; font-family: inherit; margin: .5rem 0 0; line-height: 1.6; }
  .channel { display: inline-block; padding: 0 .5rem; border-radius: 999px; background: #e0e7ff; color: #3730a3; }
  .channel.sms { background: #dcfce7; color: #166534; } .channel.voice { background: #fef3c7; color: #92400e; }
  .code { font-size: 1.15rem; letter-spacing: .1em; background: #fef9c3; padding: 0 .25rem; }
  .empty { color: #6b7280; }
</style>
</head>
<body>
<h1>開發用寄件匣</h1>
<p class="note">開發環境不會真的寄出電子郵件與簡訊，所有訊息都存在這裡。正式環境不提供此頁面。</p>
<form method="get" action="/dev/outbox">
  <input type="search" name="to" value="${escapeHtml(to)}" placeholder="手機號碼或電子郵件，例如 0912345678" aria-label="收件人" />
  <button type="submit">查詢</button>
  ${to ? '<a class="clear" href="/dev/outbox">顯示全部</a>' : ''}
</form>
<section aria-label="${heading}">
<p class="note">${heading}（新的在前）</p>
${list}
</section>
</body>
</html>
`;
}

/**
 * The page /dev/outbox: every e-mail and SMS the development server "sent". Off in production;
 * elsewhere for loopback clients only, unless DEV_OUTBOX_PUBLIC=1.
 */
export async function devOutboxPage(app: FastifyInstance): Promise<void> {
  if (app.config.env === 'production') return;
  app.get('/dev/outbox', { onRequest: outboxGuard }, async (request, reply) => {
    const raw = (request.query as { to?: unknown }).to;
    const to = typeof raw === 'string' ? raw.trim().slice(0, 254) : '';
    const messages = await latestOutbox(app.db, to || undefined, PAGE_LIMIT);
    return reply
      .header('cache-control', 'no-store')
      .header('content-security-policy', CSP)
      .header('x-content-type-options', 'nosniff')
      .type('text/html; charset=utf-8')
      .send(outboxPageHtml(to, messages));
  });
}
