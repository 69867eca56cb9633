import { describe, expect, it } from 'vitest';
import { QuoteStatus } from '../../../domain/bids/quote-status';
import { ErrorText } from '../../../domain/errors/codes';
import type { CreatedQuoteRequestResponse, QuoteAttachmentResponse } from '../../../domain/requests/quote-request.types';
import { TransactionType } from '../../../domain/wallet/ledger';
import { ENGINES, } from '../../test/harness';
import { createConsumer, type createProWithService, postRequest } from '../../test/factories';
import type { QuoteTemplateResponse } from '../../../domain/bids/quote-template';
import { TINY_PNG as PNG, samePicture } from '../media/media.test-support';
import { leadOf, quoteBidsTestBed } from './bids.test-support';

const PDF = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\n%%EOF\n');

describe.each(ENGINES)('quote attachments on %s', (engine) => {
  const { bed, newPro } = quoteBidsTestBed(engine, { welcomeCredit: 100_000 });

  async function lead(existing?: Awaited<ReturnType<typeof createProWithService>>) {
    const pro = existing ?? (await newPro());
    const consumer = await createConsumer(bed.server.db);
    const res = await postRequest(bed.server, consumer.token, bed.aircon);
    const request = res.body.quote_request as CreatedQuoteRequestResponse;
    const bid = await leadOf(bed.server.db, request.id, pro.user.id);
    return { pro, consumer, requestId: request.id, bidId: bid.id };
  }

  const form = (fields: Record<string, string | string[]>, files: [Buffer, string][] = []) => {
    const data = new FormData();
    for (const [name, value] of Object.entries(fields)) for (const v of [value].flat()) data.append(name, v);
    for (const [bytes, name] of files) data.append('attachments', new Blob([Uint8Array.from(bytes)]), name);
    return data;
  };
  const send = (token: string, bidId: number, body: FormData) => bed.server.api(`/quote_bids/change_status/rating/${bidId}.json`, { method: 'POST', token, body });
  const attachmentsOf = (res: { body: Record<string, unknown> }) => (res.body.quote_bid as { attachments: QuoteAttachmentResponse[] }).attachments;
  const fetchFile = (url: string, token: string) => fetch(`${bed.server.baseUrl}${new URL(url, bed.server.baseUrl).pathname}`, { headers: { 'x-session-token': token } });

  it('sends a quote with an image and a PDF that the consumer sees on the quote and the pro on the lead', async () => {
    const { pro, consumer, requestId, bidId } = await lead();
    const res = await send(pro.token, bidId, form({ rating_type: 'flat', flat_rate_at: '4800' }, [[PNG, 'site.png'], [PDF, '報價單.pdf']]));
    expect(res.status).toBe(200);
    const files = attachmentsOf(res);
    expect(files).toEqual([
      { url: expect.stringMatching(/\/private-files\/quotes\/[a-f0-9]{32}\.png$/), name: 'site.png', type: 'png', size: PNG.length },
      { url: expect.stringMatching(/\/private-files\/quotes\/[a-f0-9]{32}\.pdf$/), name: '報價單.pdf', type: 'pdf', size: PDF.length },
    ]);
    const stored = await fetchFile(files[0]!.url, consumer.token);
    expect(stored.status).toBe(200);
    expect(await samePicture(Buffer.from(await stored.arrayBuffer()), PNG)).toBe(true);
    const request = await bed.server.api(`/quote_request/${requestId}.json`, { token: consumer.token });
    const quote = (request.body.quote_request as { QuoteBid: { id: number; attachments: QuoteAttachmentResponse[] }[] }).QuoteBid.find((b) => b.id === bidId);
    expect(quote?.attachments).toEqual(files);
    const view = await bed.server.api(`/quote_bids/view/${bidId}.json`, { token: pro.token });
    expect(attachmentsOf(view)).toEqual(files);
  });

  it('checks the files before quoting: a disguised file, a seventh file or a file over 10 MB costs nothing and sends nothing', async () => {
    const { pro, bidId } = await lead();
    const fields = { rating_type: 'flat', flat_rate_at: '4800' };
    const disguised = await send(pro.token, bidId, form(fields, [[Buffer.from('<html><script>alert(1)</script>'), 'x.png']]));
    expect(disguised.status).toBe(400);
    expect(disguised.body).toMatchObject({ error: ErrorText.UnableToUpload, fields: [{ field: 'attachments', message: '「x.png」不是 png、jpeg、gif 圖片或 PDF 檔案' }] });
    const six = await send(pro.token, bidId, form(fields, Array.from({ length: 6 }, (_, i) => [PNG, `${i}.png`] as [Buffer, string])));
    expect(six.status).toBe(400);
    expect(six.body).toMatchObject({ error: ErrorText.UnableToUpload, fields: [{ field: 'attachments', message: '附件最多 5 個' }] });
    const big = await send(pro.token, bidId, form(fields, [[Buffer.concat([PNG, Buffer.alloc(10_000_001 - PNG.length)]), 'big.png']]));
    expect(big.status).toBe(413);
    expect(big.body).toMatchObject({ error: ErrorText.FileTooLarge, message: '檔案大小需小於 10 MB。' });
    const row = await bed.server.db.selectFrom('quote_bids').select(['quote_status_id', 'attachments']).where('id', '=', bidId).executeTakeFirstOrThrow();
    expect(row).toEqual({ quote_status_id: QuoteStatus.Send, attachments: [] });
    const fees = await bed.server.db.selectFrom('wallet_entries').select('id').where('quote_bid_id', '=', bidId).where('transaction_type', '=', TransactionType.QuoteFee).execute();
    expect(fees).toEqual([]);
  });

  it('keeps, drops and adds files on a resend; a file that is not on the quote cannot be kept', async () => {
    const { pro, bidId } = await lead();
    const first = attachmentsOf(await send(pro.token, bidId, form({ rating_type: 'flat', flat_rate_at: '4800' }, [[PNG, 'a.png'], [PDF, 'b.pdf']])));
    // Without keep_attachments a resend keeps what the quote has.
    const again = await send(pro.token, bidId, form({ rating_type: 'flat', flat_rate_at: '4500' }));
    expect(attachmentsOf(again)).toEqual(first);
    const kept = await send(pro.token, bidId, form({ rating_type: 'flat', flat_rate_at: '4500', keep_attachments: first[1]!.url }, [[PNG, 'c.png']]));
    expect(attachmentsOf(kept).map((a) => a.name)).toEqual(['b.pdf', 'c.png']);
    const none = await bed.server.api(`/quote_bids/change_status/rating/${bidId}.json`, {
      method: 'POST',
      token: pro.token,
      json: { rating_type: 'flat', flat_rate_at: 4500, keep_attachments: '' },
    });
    expect(attachmentsOf(none)).toEqual([]);
    const foreign = await send(pro.token, bidId, form({ rating_type: 'flat', flat_rate_at: '4500', keep_attachments: 'https://evil.example/x.png' }));
    expect(foreign.status).toBe(400);
    expect(foreign.body.fields).toEqual([{ field: 'keep_attachments', message: '要保留的附件不在這份報價或範本中' }]);
  });

  it("saves a template with files from the quote form and applies the template's files to a quote", async () => {
    const { pro, bidId } = await lead();
    const sent = attachmentsOf(await send(pro.token, bidId, form({ rating_type: 'flat', flat_rate_at: '4800' }, [[PDF, '價目表.pdf']])));
    // 存為範本: a file already on the quote and a new one.
    const saved = await bed.server.api('/quote_templates/add.json', {
      method: 'POST',
      token: pro.token,
      body: form({ display_name: '標準安裝', flat_rate_at: '4800', price_note: '含銅管', attachments: sent[0]!.url }, [[PNG, 'work.png']]),
    });
    expect(saved.status).toBe(200);
    const template = saved.body.quote_template as QuoteTemplateResponse;
    expect(template.attachments).toEqual([sent[0]!.url, expect.stringMatching(/\/private-files\/quotes\/[a-f0-9]{32}\.png$/)]);
    // A URL that is not the pro's own file is refused.
    const stolen = await bed.server.api('/quote_templates/add.json', {
      method: 'POST',
      token: pro.token,
      json: { display_name: '偷用', on_site: 1, attachments: ['https://evil.example/x.png'] },
    });
    expect(stolen.status).toBe(400);
    expect(stolen.body.fields).toEqual([{ field: 'attachments', message: '附件必須是您上傳過的檔案' }]);

    const other = await lead();
    const stranger = await bed.server.api('/quote_templates/add.json', {
      method: 'POST',
      token: other.pro.token,
      json: { display_name: '別人的檔案', on_site: 1, attachments: [sent[0]!.url] },
    });
    expect(stranger.status).toBe(400);

    // Applying the template brings its files; the pro may keep only some of them.
    const { bidId: second } = await lead(pro);
    const quoted = await bed.server.api(`/quote_bids/change_status/rating/${second}.json`, {
      method: 'POST',
      token: pro.token,
      json: { rating_type: 'flat', flat_rate_at: 4800, last_used_template_id: template.id },
    });
    expect(quoted.status).toBe(200);
    expect(quoted.body.quote_bid).toMatchObject({ last_used_template_id: template.id });
    expect(attachmentsOf(quoted).map((a) => a.url)).toEqual(template.attachments);
    expect(attachmentsOf(quoted)[1]).toMatchObject({ type: 'png' });
  });
});
