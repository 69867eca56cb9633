import { describe, expect, it } from 'vitest';
import { quoteRequestBody, templateFile } from './quote-files';

const quote = { rating_type: 'flat' as const, flat_rate_at: 4800, price_note: '含安裝', is_contact_charge: 0 as const };

describe('the body of a quote with files', () => {
  it('is JSON without new files, and says which stored files stay (an empty string: none)', () => {
    expect(quoteRequestBody(quote, [], [])).toEqual({ ...quote, keep_attachments: '' });
    expect(quoteRequestBody(quote, ['/uploads/quotes/a.png'], [])).toEqual({ ...quote, keep_attachments: ['/uploads/quotes/a.png'] });
  });

  it('is multipart with new files, every field a string', () => {
    const body = quoteRequestBody(quote, ['/uploads/quotes/a.png'], [new File(['x'], 'b.pdf', { type: 'application/pdf' })]) as FormData;
    expect(body.get('flat_rate_at')).toBe('4800');
    expect(body.get('is_contact_charge')).toBe('0');
    expect(body.getAll('keep_attachments')).toEqual(['/uploads/quotes/a.png']);
    expect((body.get('attachments') as File).name).toBe('b.pdf');
  });

  it("names a template's files by their place and type", () => {
    expect(templateFile('http://x/uploads/quotes/abc.pdf', 1)).toEqual({ url: 'http://x/uploads/quotes/abc.pdf', name: '附件2.pdf', type: 'pdf', size: 0 });
    expect(templateFile('http://x/uploads/quotes/abc.jpg', 0).type).toBe('jpeg');
  });
});
