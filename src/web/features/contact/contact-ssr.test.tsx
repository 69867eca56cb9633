import { describe, expect, it } from 'vitest';
import { render } from '../../server-render';
import { preloaded } from '../../test/fixtures';

describe('the contact page on the server', () => {
  it('renders the empty form with its title and description for search engines', () => {
    const output = render({ url: '/contact', state: preloaded(), status: 200 });
    expect(output.title).toBe('聯絡我們 - 好幫手');
    expect(output.description).toBe('有問題或建議？留下訊息，客服會在 1–2 個工作天內以電子郵件回覆您。');
    for (const label of ['姓名', '電子郵件', '手機號碼（選填）', '主題', '訊息內容', '送出訊息']) expect(output.html).toContain(label);
    expect(output.html).toContain('name="website"');
  });
});
