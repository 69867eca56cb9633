import type { OpsCityEdit, OpsCityList, OpsCityView, OpsDistrictBody, OpsGenreBody, OpsGenreList } from '../../../../domain/ops/catalogue-lists.contract';
import type { ApiClient } from '../../../api/client';

export type { OpsCity, OpsCityEdit, OpsCityList, OpsCityView, OpsDistrict, OpsDistrictBody, OpsGenre, OpsGenreBody, OpsGenreList } from '../../../../domain/ops/catalogue-lists.contract';

// Console calls handle their own 403 (not signed in to the console) and show refusals in place.
const CONSOLE = { quiet: true, guestOk: true } as const;

export const getGenres = (api: ApiClient) => api.request<OpsGenreList>('/ops/catalogue/genres/index.json', CONSOLE);

const postGenres = (api: ApiClient, path: string, body: Record<string, unknown> = {}) => api.request<OpsGenreList>(path, { method: 'POST', body, ...CONSOLE });

export const addGenre = (api: ApiClient, body: OpsGenreBody) => postGenres(api, '/ops/catalogue/genres/add.json', { ...body });

export const editGenre = (api: ApiClient, id: number, body: OpsGenreBody) => postGenres(api, `/ops/catalogue/genres/edit/${id}.json`, { ...body });

export const reorderGenres = (api: ApiClient, genreIds: number[]) => postGenres(api, '/ops/catalogue/genres/reorder.json', { genre_ids: genreIds });

export const setGenreActive = (api: ApiClient, id: number, active: boolean) => postGenres(api, `/ops/catalogue/genres/${active ? 'activate' : 'deactivate'}/${id}.json`);

export const deleteGenre = (api: ApiClient, id: number) => postGenres(api, `/ops/catalogue/genres/delete/${id}.json`);

export const getCities = (api: ApiClient) => api.request<OpsCityList>('/ops/catalogue/cities/index.json', CONSOLE);

export const getCity = (api: ApiClient, id: number) => api.request<OpsCityView>(`/ops/catalogue/cities/view/${id}.json`, CONSOLE);

const postCity = (api: ApiClient, path: string, body: Record<string, unknown> = {}) => api.request<OpsCityView>(path, { method: 'POST', body, ...CONSOLE });

export const editCity = (api: ApiClient, id: number, body: OpsCityEdit) => postCity(api, `/ops/catalogue/cities/edit/${id}.json`, { ...body });

export const setCityActive = (api: ApiClient, id: number, active: boolean) => postCity(api, `/ops/catalogue/cities/${active ? 'activate' : 'deactivate'}/${id}.json`);

export const addDistrict = (api: ApiClient, cityId: number, body: OpsDistrictBody) => postCity(api, `/ops/catalogue/districts/add/${cityId}.json`, { ...body });

export const editDistrict = (api: ApiClient, id: number, body: OpsDistrictBody) => postCity(api, `/ops/catalogue/districts/edit/${id}.json`, { ...body });

export const setDistrictActive = (api: ApiClient, id: number, active: boolean) => postCity(api, `/ops/catalogue/districts/${active ? 'activate' : 'deactivate'}/${id}.json`);
