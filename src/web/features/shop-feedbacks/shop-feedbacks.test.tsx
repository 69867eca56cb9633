// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ShopFeedback, ShopOrderFeedbacks } from '../../../domain/shop/shop-feedbacks.contract';
import { createAppStore } from '../../store';
import { byMethod, fakeApi, type Handler } from '../../test/fake-api';
import { me, preloaded } from '../../test/fixtures';
import { renderWithApp } from '../../test/render';
import { ShopFeedbackCommentForm, ShopFeedbackForm } from '.';

afterEach(cleanup);

const ORDER = 'GET /new/v1/nshop_feedbacks/order/9.json';
const ADD = 'POST /new/v1/nshop_feedbacks/add/9.json';
const COMMENT = 'POST /new/v1/nshop_feedbacks/comment/5.json';

const review: ShopFeedback = {
  nshop_feedback_id: 5,
  nshop_order_id: 9,
  nshop_order_item_id: 31,
  shop_item_id: 7,
  item_name: '冷氣清洗',
  plan_name: '一台',
  score: 4,
  feedback: '很乾淨',
  attachments: [],
  reviewer_name: '王＊＊',
  comment: null,
  commented_at: null,
  created: '2026-11-20 03:00:00',
};
const lines = (reviewed: boolean): ShopOrderFeedbacks => ({
  nshop_order_id: 9,
  is_completed: 1,
  viewer: 'consumer',
  lines: [{ nshop_order_item_id: 31, shop_item_id: 7, item_name: '冷氣清洗', plan_name: '一台', nshop_feedback: reviewed ? review : null }],
});
const ok = (body: object): Handler => [200, { status: 'Success', ...body }];

function render(ui: React.ReactNode, table: Record<string, Handler>) {
  const api = fakeApi(table, byMethod);
  const store = createAppStore(preloaded({ user: { me } }), { fetchFn: api.fn });
  renderWithApp(ui, { store });
  return api;
}

describe('ShopFeedbackForm', () => {
  it('takes stars by keyboard, counts the characters, sends the review with photos and thanks', async () => {
    let reviewed = false;
    const api = render(<ShopFeedbackForm orderId={9} />, {
      [ORDER]: () => [200, { status: 'Success', ...lines(reviewed) }],
      [ADD]: () => {
        reviewed = true;
        return [200, { status: 'Success', nshop_feedback: review }];
      },
    });
    await screen.findByRole('heading', { name: '冷氣清洗（一台）' });
    // No score yet: refused beside the stars, nothing sent.
    fireEvent.click(screen.getByRole('button', { name: '送出評價' }));
    expect(await screen.findByText('請選擇 1 到 5 顆星。')).toBeTruthy();
    expect(api.calls.some((c) => c.key === ADD)).toBe(false);
    // Stars are radio buttons: the keyboard chooses one.
    const four = screen.getByRole('radio', { name: '4 顆星' });
    four.focus();
    fireEvent.click(four);
    expect((four as HTMLInputElement).checked).toBe(true);
    fireEvent.change(screen.getByLabelText('評價內容（選填）'), { target: { value: '很乾淨' } });
    expect(screen.getByText('3 / 50 字')).toBeTruthy();
    const photo = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'a.png', { type: 'image/png' });
    fireEvent.change(screen.getByLabelText('照片（最多 3 張）'), { target: { files: [photo] } });
    expect(screen.getByText('a.png')).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '送出評價' }));
    });
    expect(await screen.findByText('感謝您的評價！')).toBeTruthy();
    const form = api.calls.find((c) => c.key === ADD)?.form;
    expect(form?.get('score')).toBe('4');
    expect(form?.get('feedback')).toBe('很乾淨');
    expect(form?.get('nshop_order_item_id')).toBe('31');
    expect(form?.getAll('attachments')).toHaveLength(1);
    expect(await screen.findByText('這筆訂單的商品都評價過了。')).toBeTruthy();
  });

  it('refuses more than 50 characters and four photos before sending, and shows a server refusal beside its field', async () => {
    const api = render(<ShopFeedbackForm orderId={9} />, {
      [ORDER]: ok(lines(false)),
      [ADD]: [400, { status: 'Error', error: 853, message: 'attachments：照片最多 3 張。', fields: [{ field: 'attachments', message: '照片（attachments）「a.png」不是 png、jpeg 或 gif 圖片。' }] }],
    });
    await screen.findByRole('heading', { name: '冷氣清洗（一台）' });
    fireEvent.click(screen.getByRole('radio', { name: '5 顆星' }));
    fireEvent.change(screen.getByLabelText('評價內容（選填）'), { target: { value: '好'.repeat(51) } });
    expect(screen.getByText('51 / 50 字')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '送出評價' }));
    expect(await screen.findByText('評價內容最多 50 個字。')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('評價內容（選填）'), { target: { value: '好' } });
    const files = ['a', 'b', 'c', 'd'].map((n) => new File([new Uint8Array([1])], `${n}.png`, { type: 'image/png' }));
    fireEvent.change(screen.getByLabelText('照片（最多 3 張）'), { target: { files } });
    expect(screen.getByText('照片最多 3 張，請移除多的照片。')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '送出評價' }));
    expect(api.calls.some((c) => c.key === ADD)).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: '移除照片 d.png' }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '送出評價' }));
    });
    expect(await screen.findByText('照片（attachments）「a.png」不是 png、jpeg 或 gif 圖片。')).toBeTruthy();
    expect(screen.getByLabelText('評價內容（選填）')).toHaveProperty('value', '好');
  });

  it('shows an order not completed yet, and a load failure with a retry', async () => {
    render(<ShopFeedbackForm orderId={9} />, { [ORDER]: ok({ ...lines(false), is_completed: 0 }) });
    expect(await screen.findByText('訂單完成後就可以評價。')).toBeTruthy();
    cleanup();
    render(<ShopFeedbackForm orderId={9} />, {});
    expect(await screen.findByRole('button', { name: /重新|再試/ })).toBeTruthy();
  });
});

describe('ShopFeedbackCommentForm', () => {
  it('sends the pro\'s reply once and then shows it; an empty or long reply is refused beside the field', async () => {
    const api = render(<ShopFeedbackCommentForm feedback={review} />, {
      [COMMENT]: (body) => [200, { status: 'Success', nshop_feedback: { ...review, comment: body?.comment, commented_at: '2026-11-21 01:00:00' } }],
    });
    fireEvent.click(screen.getByRole('button', { name: '送出回覆' }));
    expect(await screen.findByText('回覆必須是 1 到 50 個字。')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('回覆這則評價'), { target: { value: '謝謝您' } });
    expect(screen.getByText('3 / 50 字')).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '送出回覆' }));
    });
    expect(await screen.findByText('謝謝您')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '送出回覆' })).toBeNull();
    expect(api.calls.filter((c) => c.key === COMMENT).map((c) => c.body)).toEqual([{ comment: '謝謝您' }]);
  });

  it('shows a review already answered without a form', () => {
    render(<ShopFeedbackCommentForm feedback={{ ...review, comment: '感謝支持' }} />, {});
    expect(screen.getByText('感謝支持')).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
  });
});
