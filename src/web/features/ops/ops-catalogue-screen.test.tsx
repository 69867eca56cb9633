// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { OpsCategoryRow, OpsCategoryView, OpsQuestion } from '../../../domain/ops/catalogue.contract';
import { failed, notSignedIn, ok, renderOps, signedIn } from './ops-test-support';

afterEach(cleanup);

const ME = { 'GET /ops/me.json': signedIn({ role: 'support' }) };
const GENRES = [
  { id: 1, slug: 'cleaning', name: '清潔' },
  { id: 2, slug: 'repair', name: '修繕' },
];

function row(id: number, extra: Partial<OpsCategoryRow> = {}): OpsCategoryRow {
  return { id, slug: `cat-${id}`, name: `類別${id}`, genre: GENRES[0]!, is_active: true, question_count: 3, ...extra };
}

const listPage = (rows: OpsCategoryRow[], extra: object = {}) => ok({ quote_categories: rows, page: 1, total_pages: 1, count: rows.length, genres: GENRES, ...extra });

describe('the category list', () => {
  it('lists the categories with their genre, questions and state, each opening its page', async () => {
    await renderOps('/ops/catalogue', { ...ME, 'GET /ops/catalogue/categories/index/page:1.json': listPage([row(5), row(6, { is_active: false, name: '舊類別' })]) });
    expect(await screen.findByRole('heading', { name: '服務類別' })).toBeTruthy();
    const link = await screen.findByRole('link', { name: '類別5' });
    expect(link.getAttribute('href')).toBe('/ops/catalogue/5');
    const rows = screen.getAllByRole('row');
    expect(within(rows[2]!).getByText('已停用')).toBeTruthy();
    expect(screen.getByText('共 2 個服務類別')).toBeTruthy();
  });

  it('asks for the search, genre and state chosen, and keeps them in the address', async () => {
    const { api } = await renderOps('/ops/catalogue?q=%E5%86%B7%E6%B0%A3&page=2', {
      ...ME,
      'GET /ops/catalogue/categories/index/page:2.json?q=%E5%86%B7%E6%B0%A3': listPage([row(7)], { page: 2, total_pages: 2, count: 21 }),
      'GET /ops/catalogue/categories/index/page:1.json?q=%E5%86%B7%E6%B0%A3&genre=repair&active=0': listPage([]),
    });
    expect(await screen.findByRole('link', { name: '類別7' })).toBeTruthy();
    expect((screen.getByLabelText('搜尋名稱或代稱') as HTMLInputElement).value).toBe('冷氣');
    fireEvent.change(screen.getByLabelText('服務類型'), { target: { value: 'repair' } });
    fireEvent.change(screen.getByLabelText('狀態'), { target: { value: '0' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '查詢' }));
    });
    expect(await screen.findByText('沒有符合條件的服務類別')).toBeTruthy();
    expect(api.calls.map((c) => c.key).filter((k) => k.includes('catalogue'))).toEqual([
      'GET /ops/catalogue/categories/index/page:2.json?q=%E5%86%B7%E6%B0%A3',
      'GET /ops/catalogue/categories/index/page:1.json?q=%E5%86%B7%E6%B0%A3&genre=repair&active=0',
    ]);
  });

  it('tells a finance operator the editor is not for their role, without asking for it', async () => {
    const { api } = await renderOps('/ops/catalogue', { 'GET /ops/me.json': signedIn({ role: 'finance' }) });
    expect(await screen.findByText('您的角色無法使用這個功能')).toBeTruthy();
    expect(api.calls.some((c) => c.key.includes('catalogue'))).toBe(false);
  });

  it('sends someone not signed in to the console to its login', async () => {
    await renderOps('/ops/catalogue', { 'GET /ops/me.json': notSignedIn });
    expect(await screen.findByRole('heading', { name: '營運後台登入' })).toBeTruthy();
  });
});

function question(id: number, order: number, extra: Partial<OpsQuestion> = {}): OpsQuestion {
  return { id, label: `問題${id}`, type: 'single_choice', options: ['甲', '乙'], is_required: true, placeholder: null, display_order: order, is_active: true, answer_count: 0, ...extra };
}

function view(questions: OpsQuestion[], extra: Partial<OpsCategoryView['quote_category']> = {}): OpsCategoryView {
  return {
    quote_category: {
      id: 9,
      slug: 'aircon-cleaning',
      name: '冷氣清洗',
      description: '清洗分離式冷氣。',
      group_name: '居家清潔',
      genre_id: 1,
      is_active: true,
      is_popular: false,
      price_hint: { type: 'flat', low: 1500, high: 3000, unit: '每台' },
      ...extra,
    },
    questions,
    genres: GENRES,
  };
}

const VIEW = 'GET /ops/catalogue/categories/view/9.json';
const QUESTIONS = [question(1, 1), question(2, 2, { label: '幾台？', type: 'number', options: ['1', '2', '3+'] }), question(3, 3, { is_active: false, answer_count: 4, label: '舊問題' })];

describe('a category in the editor', () => {
  it('shows the fields, the active questions in order, the retired ones, and the preview as the request form draws it', async () => {
    await renderOps('/ops/catalogue/9', { ...ME, [VIEW]: ok(view(QUESTIONS)) });
    expect(await screen.findByRole('heading', { name: '冷氣清洗', level: 1 })).toBeTruthy();
    expect((screen.getByLabelText('名稱') as HTMLInputElement).value).toBe('冷氣清洗');
    const list = screen.getByRole('list', { name: '表單問題' });
    expect(within(list).getAllByRole('listitem').map((li) => li.textContent?.split(' · ')[0])).toEqual(['問題1', '幾台？']);
    expect(screen.getByRole('button', { name: '重新啟用「舊問題」' })).toBeTruthy();
    const preview = screen.getByRole('region', { name: '表單預覽' });
    expect(within(preview).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['問題1', '幾台？']);
    expect(within(preview).getByRole('radio', { name: '甲' })).toBeTruthy();
    expect(within(preview).getByRole('radio', { name: '3+' })).toBeTruthy();
  });

  it('moves a question down with its button, previews the new order, and saves it only when asked', async () => {
    const reordered = view([question(2, 1, { label: '幾台？', type: 'number', options: ['1', '2', '3+'] }), question(1, 2), QUESTIONS[2]!]);
    const { api } = await renderOps('/ops/catalogue/9', { ...ME, [VIEW]: ok(view(QUESTIONS)), 'POST /ops/catalogue/questions/reorder/9.json': ok(reordered) });
    const down = await screen.findByRole('button', { name: '下移「問題1」' });
    expect((screen.getByRole('button', { name: '上移「問題1」' }) as HTMLButtonElement).disabled).toBe(true);
    await act(async () => {
      fireEvent.click(down);
    });
    const preview = screen.getByRole('region', { name: '表單預覽' });
    expect(within(preview).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['幾台？', '問題1']);
    expect(document.activeElement?.getAttribute('aria-label')).toBe('上移「問題1」');
    expect(api.calls.some((c) => c.key.includes('reorder'))).toBe(false);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '儲存順序' }));
    });
    expect(api.calls.filter((c) => c.key.includes('reorder')).map((c) => c.body)).toEqual([{ question_ids: [2, 1] }]);
    expect(screen.getByText('已儲存問題順序。')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '儲存順序' })).toBeNull();
  });

  it('adds a question through the dialog, previewing it before saving, and shows a refusal in the dialog', async () => {
    let tries = 0;
    const added = view([...QUESTIONS, question(4, 4, { label: '需要拆舊機嗎？', options: ['需要', '不需要'] })]);
    const { api } = await renderOps('/ops/catalogue/9', {
      ...ME,
      [VIEW]: ok(view(QUESTIONS)),
      'POST /ops/catalogue/questions/add/9.json': () => {
        tries += 1;
        return tries === 1 ? [400, { status: 'Error', error: 'invalid input', message: '', fields: [{ field: 'options', message: '選項（options）：單選或複選題至少要有 2 個選項。' }] }] : ok(added);
      },
    });
    await act(async () => {
      fireEvent.click(await screen.findByRole('button', { name: '新增問題' }));
    });
    const dialog = screen.getByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('問題'), { target: { value: '需要拆舊機嗎？' } });
    fireEvent.change(within(dialog).getByLabelText('選項（每行一個）'), { target: { value: '需要' } });
    expect(within(dialog).getByRole('heading', { name: '需要拆舊機嗎？', level: 3 })).toBeTruthy();
    expect(within(dialog).getByRole('radio', { name: '需要' })).toBeTruthy();
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: '儲存問題' }));
    });
    expect(within(screen.getByRole('dialog')).getByText('選項（options）：單選或複選題至少要有 2 個選項。')).toBeTruthy();
    fireEvent.change(within(screen.getByRole('dialog')).getByLabelText('選項（每行一個）'), { target: { value: '需要\n不需要\n' } });
    await act(async () => {
      fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: '儲存問題' }));
    });
    expect(api.calls.filter((c) => c.key.includes('questions/add')).map((c) => c.body)).toEqual([
      { label: '需要拆舊機嗎？', type: 'single_choice', is_required: true, options: ['需要'], placeholder: null },
      { label: '需要拆舊機嗎？', type: 'single_choice', is_required: true, options: ['需要', '不需要'], placeholder: null },
    ]);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('已新增問題。')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: '表單預覽' })).getByRole('heading', { name: '需要拆舊機嗎？' })).toBeTruthy();
  });

  it('retires a question and restores another, saying what happened', async () => {
    const retired = view([QUESTIONS[0]!, { ...QUESTIONS[1]!, is_active: false }, QUESTIONS[2]!]);
    const { api } = await renderOps('/ops/catalogue/9', { ...ME, [VIEW]: ok(view(QUESTIONS)), 'POST /ops/catalogue/questions/deactivate/2.json': ok(retired) });
    await act(async () => {
      fireEvent.click(await screen.findByRole('button', { name: '停用「幾台？」' }));
    });
    expect(api.calls.some((c) => c.key === 'POST /ops/catalogue/questions/deactivate/2.json')).toBe(true);
    expect(screen.getByText('已停用「幾台？」，新的需求不會再問這題。')).toBeTruthy();
    expect(screen.getByRole('button', { name: '重新啟用「幾台？」' })).toBeTruthy();
    expect(within(screen.getByRole('region', { name: '表單預覽' })).queryByRole('heading', { name: '幾台？' })).toBeNull();
  });

  it('saves the category fields', async () => {
    const { api } = await renderOps('/ops/catalogue/9', {
      ...ME,
      [VIEW]: ok(view(QUESTIONS)),
      'POST /ops/catalogue/categories/edit/9.json': ok(view(QUESTIONS, { name: '冷氣清洗保養', is_active: false })),
    });
    fireEvent.change(await screen.findByLabelText('名稱'), { target: { value: '冷氣清洗保養' } });
    fireEvent.click(screen.getByLabelText('啟用（消費者可以發案）'));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '儲存服務類別' }));
    });
    expect(api.calls.filter((c) => c.key.includes('categories/edit')).map((c) => c.body)).toEqual([
      {
        name: '冷氣清洗保養',
        description: '清洗分離式冷氣。',
        group_name: '居家清潔',
        genre_id: 1,
        is_active: false,
        is_popular: false,
        price_hint: { type: 'flat', low: 1500, high: 3000, unit: '每台' },
      },
    ]);
    expect(screen.getByText('已儲存服務類別。')).toBeTruthy();
    expect(screen.getByRole('heading', { name: '冷氣清洗保養', level: 1 })).toBeTruthy();
  });

  it('offers to try again when the category cannot load, and finds nothing at a bad address without asking', async () => {
    await renderOps('/ops/catalogue/9', { ...ME, [VIEW]: failed(500, '伺服器錯誤') });
    expect(await screen.findByRole('button', { name: /重試|再試一次/ })).toBeTruthy();
    cleanup();
    const { api } = await renderOps('/ops/catalogue/abc', ME);
    expect(await screen.findByText('找不到這個服務類別。')).toBeTruthy();
    expect(api.calls.some((c) => c.key.includes('catalogue'))).toBe(false);
  });
});
