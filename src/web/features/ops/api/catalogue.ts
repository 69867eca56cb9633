import type { OpsCategoryEdit, OpsCategoryFilter, OpsCategoryPage, OpsCategoryView, OpsQuestionBody } from '../../../../domain/ops/catalogue.contract';
import type { ApiClient } from '../../../api/client';

export type { OpsCategory, OpsCategoryFilter, OpsCategoryPage, OpsCategoryRow, OpsCategoryView, OpsQuestion, OpsQuestionBody } from '../../../../domain/ops/catalogue.contract';

// Console calls handle their own 403 (not signed in to the console) and show refusals in place.
const CONSOLE = { quiet: true, guestOk: true } as const;

/** The category list's URL for a page and filters; empty filters are left out. */
export function categoryListPath(filter: OpsCategoryFilter, page: number): string {
  const query = new URLSearchParams();
  for (const key of ['q', 'genre', 'active'] as const) if (filter[key]) query.set(key, filter[key]);
  const search = query.toString();
  return `/ops/catalogue/categories/index/page:${page}.json${search ? `?${search}` : ''}`;
}

export const getCategoryPage = (api: ApiClient, filter: OpsCategoryFilter, page: number) => api.request<OpsCategoryPage>(categoryListPath(filter, page), CONSOLE);

export const getCategoryView = (api: ApiClient, id: number) => api.request<OpsCategoryView>(`/ops/catalogue/categories/view/${id}.json`, CONSOLE);

const post = (api: ApiClient, path: string, body: Record<string, unknown> = {}) => api.request<OpsCategoryView>(path, { method: 'POST', body, ...CONSOLE });

export const editCategory = (api: ApiClient, id: number, body: OpsCategoryEdit) => post(api, `/ops/catalogue/categories/edit/${id}.json`, body);

export const addQuestion = (api: ApiClient, categoryId: number, body: OpsQuestionBody) => post(api, `/ops/catalogue/questions/add/${categoryId}.json`, body);

export const editQuestion = (api: ApiClient, id: number, body: OpsQuestionBody) => post(api, `/ops/catalogue/questions/edit/${id}.json`, body);

export const reorderQuestions = (api: ApiClient, categoryId: number, questionIds: number[]) =>
  post(api, `/ops/catalogue/questions/reorder/${categoryId}.json`, { question_ids: questionIds });

export const setQuestionActive = (api: ApiClient, id: number, active: boolean) => post(api, `/ops/catalogue/questions/${active ? 'activate' : 'deactivate'}/${id}.json`);
