import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { QuoteFormFieldResponse } from '../../../domain/catalogue/catalogue.types';
import type {
  ExternalReviewLink,
  QuoteServiceCategoryResponse,
  QuoteServiceDetail,
  QuoteServiceItem,
  ServiceAreaResponse,
  ServiceFaqResponse,
} from '../../../domain/services/quote-service.types';
import type { ShopServiceCategory } from '../../../domain/shop/shop-category-settings';
import type { ShopItemResponse } from '../../../domain/shop/shop-items.contract';
import { fetchReviewLinks, fetchService, fetchServiceCategory, fetchServices, removeService, storeReviewLinks } from './services-thunks';
import { cacheCleared, loggedOut, sessionGone } from '../../store/session-actions';

/** The professional service state of spec section 3, with the list rules of section 4. */
export interface ServiceState {
  /** Services by page number. */
  services: Record<number, QuoteServiceItem[]>;
  totalPages: number;
  activePage: number;
  isFetching: boolean;
  /** The service being edited; 0 for none. */
  editingServiceId: number;
  /** The service whose preview is open; 0 for none. */
  previewId: number;
  /** Services opened for preview, by id. */
  previews: Record<number, QuoteServiceItem>;
  /** The editing menu's step. */
  index: number;
  /** The service being edited, as the server last answered. */
  currentService: QuoteServiceDetail | null;
  /** FAQ by service id. */
  faqs: Record<number, ServiceFaqResponse[]>;
  /** Reviews by service id, as the review list answers them. */
  reviews: Record<number, unknown[]>;
  /** A category's questions by category id (for job preferences). */
  questions: Record<number, QuoteFormFieldResponse[]>;
  externalReviewLinks: ExternalReviewLink[];
  enableProMark: boolean;
  /** The shop: the categories of the pro's services with their shop settings (null until read). */
  shopServiceCategories: ShopServiceCategory[] | null;
  /** The shop category open on its screen or settings. */
  shopServiceCategory: ShopServiceCategory | null;
  /** The shop item open in the editor, as the server last answered. */
  shopItem: ShopItemResponse | null;
}

export function initialServiceState(): ServiceState {
  return {
    services: { 1: [] },
    totalPages: 1,
    activePage: 1,
    isFetching: false,
    editingServiceId: 0,
    previewId: 0,
    previews: {},
    index: 0,
    currentService: null,
    faqs: {},
    reviews: {},
    questions: {},
    externalReviewLinks: [],
    enableProMark: false,
    shopServiceCategories: null,
    shopServiceCategory: null,
    shopItem: null,
  };
}

/** Logout and cache clear: start over, but an open preview stays as it is. */
function reset(state: ServiceState): ServiceState {
  const fresh = initialServiceState();
  if (state.previewId === 0) return fresh;
  return { ...fresh, currentService: state.currentService, previews: state.previews, previewId: state.previewId, editingServiceId: state.editingServiceId };
}

/** A changed service: its copy in the list pages follows. */
function storeService(state: ServiceState, detail: QuoteServiceDetail) {
  if (state.editingServiceId === detail.id || state.currentService?.id === detail.id) state.currentService = detail;
  state.faqs[detail.id] = detail.QuoteServiceFaq;
  for (const page of Object.values(state.services)) {
    const at = page.findIndex((s) => s.id === detail.id);
    if (at >= 0) page[at] = toItem(detail);
  }
}

function toItem(detail: QuoteServiceDetail): QuoteServiceItem {
  const { QuoteServiceArea: _a, QuoteServiceFaq: _f, external_review_links: _l, ...item } = detail;
  return item;
}

function mergeCategory(state: ServiceState, setting: QuoteServiceCategoryResponse) {
  const service = state.currentService;
  if (!service || service.id !== setting.quote_service_id) return;
  const at = service.QuoteServiceCategory.findIndex((c) => c.id === setting.id);
  if (at >= 0) service.QuoteServiceCategory[at] = { ...service.QuoteServiceCategory[at], ...setting };
  else service.QuoteServiceCategory.push(setting);
}

export const serviceSlice = createSlice({
  name: 'service',
  initialState: initialServiceState(),
  reducers: {
    serviceSelected(state, { payload }: PayloadAction<number>) {
      state.editingServiceId = payload;
    },
    serviceDeselected(state) {
      state.editingServiceId = 0;
    },
    /** Opens the preview of a service on the active page; one not there changes nothing. */
    previewOpened(state, { payload }: PayloadAction<number>) {
      const service = state.services[state.activePage]?.find((s) => s.id === payload);
      if (!service) return;
      state.previews[payload] = service;
      state.previewId = payload;
    },
    previewClosed(state) {
      state.previewId = 0;
    },
    indexSet(state, { payload }: PayloadAction<number>) {
      state.index = payload;
    },
    serviceUpdated(state, { payload }: PayloadAction<QuoteServiceDetail>) {
      storeService(state, payload);
    },
    faqsUpdated(state, { payload }: PayloadAction<{ serviceId: number; faqs: ServiceFaqResponse[] }>) {
      state.faqs[payload.serviceId] = payload.faqs;
      if (state.currentService?.id === payload.serviceId) state.currentService.QuoteServiceFaq = payload.faqs;
    },
    areasUpdated(state, { payload }: PayloadAction<{ serviceId: number; areas: ServiceAreaResponse[] }>) {
      if (state.currentService?.id === payload.serviceId) state.currentService.QuoteServiceArea = payload.areas;
    },
    serviceCategoryUpdated(state, { payload }: PayloadAction<QuoteServiceCategoryResponse>) {
      mergeCategory(state, payload);
    },
    shopServiceCategoriesLoaded(state, { payload }: PayloadAction<ShopServiceCategory[]>) {
      state.shopServiceCategories = payload;
    },
    /** One category read or saved: the list's copy follows. */
    shopServiceCategoryLoaded(state, { payload }: PayloadAction<ShopServiceCategory>) {
      state.shopServiceCategory = payload;
      const at = state.shopServiceCategories?.findIndex((c) => c.service_category_id === payload.service_category_id) ?? -1;
      if (state.shopServiceCategories && at >= 0) state.shopServiceCategories[at] = payload;
    },
    shopItemLoaded(state, { payload }: PayloadAction<ShopItemResponse | null>) {
      state.shopItem = payload;
    },
    serviceCategoryRemoved(state, { payload }: PayloadAction<{ serviceId: number; id: number }>) {
      if (state.currentService?.id !== payload.serviceId) return;
      state.currentService.QuoteServiceCategory = state.currentService.QuoteServiceCategory.filter((c) => c.id !== payload.id);
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(fetchServices.pending, (state) => {
        state.isFetching = true;
      })
      .addCase(fetchServices.fulfilled, (state, { meta, payload }) => {
        state.services[meta.arg] = payload.quote_services;
        state.totalPages = payload.total_pages;
        state.activePage = meta.arg;
        state.isFetching = false;
      })
      .addCase(fetchServices.rejected, (state) => {
        state.isFetching = false;
      })
      .addCase(fetchService.pending, (state, { meta }) => {
        state.editingServiceId = meta.arg;
        state.isFetching = true;
      })
      .addCase(fetchService.fulfilled, (state, { payload }) => {
        state.currentService = payload;
        state.faqs[payload.id] = payload.QuoteServiceFaq;
        state.isFetching = false;
      })
      .addCase(fetchService.rejected, (state) => {
        state.isFetching = false;
      })
      .addCase(removeService.fulfilled, (state, { meta }) => {
        const page = state.services[state.activePage];
        if (page) state.services[state.activePage] = page.filter((s) => s.id !== meta.arg);
        state.editingServiceId = 0;
        state.previewId = 0;
        state.index = 0;
        state.currentService = null;
      })
      .addCase(fetchReviewLinks.fulfilled, (state, { payload }) => {
        state.externalReviewLinks = payload;
      })
      .addCase(storeReviewLinks.fulfilled, (state, { payload }) => {
        state.externalReviewLinks = payload;
      })
      // A failed category fetch (and its pending) leave the state as it is; success merges.
      .addCase(fetchServiceCategory.fulfilled, (state, { payload }) => {
        state.questions[payload.quote_service_category.quote_category_id] = payload.questions;
        mergeCategory(state, payload.quote_service_category);
      })
      .addCase(loggedOut, reset)
      .addCase(sessionGone, reset)
      .addCase(cacheCleared, reset);
  },
});

export const {
  serviceSelected,
  serviceDeselected,
  previewOpened,
  previewClosed,
  indexSet,
  serviceUpdated,
  faqsUpdated,
  areasUpdated,
  serviceCategoryUpdated,
  serviceCategoryRemoved,
  shopServiceCategoriesLoaded,
  shopServiceCategoryLoaded,
  shopItemLoaded,
} = serviceSlice.actions;
