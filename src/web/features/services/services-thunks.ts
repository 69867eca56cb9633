import type { ExternalReviewLink, QuoteServiceDetail, QuoteServicePage, ServiceCategoryView } from '../../../domain/services/quote-service.types';
import { createApiThunk } from '../../store/thunk';
import * as api from './api/services';

/** One page of the pro's services. */
export const fetchServices = createApiThunk<QuoteServicePage, number>('service/fetchPage', (page, { extra }) => api.getServicePage(extra.api, page));

/** One service for editing. */
export const fetchService = createApiThunk<QuoteServiceDetail, number>('service/fetchOne', (id, { extra }) => api.getService(extra.api, id));

/** Deletes a service; the user's quote_service_count goes down with it. */
export const removeService = createApiThunk<{ quote_service_count: number }, number>('service/delete', (id, { extra }) => api.deleteService(extra.api, id));

export const fetchReviewLinks = createApiThunk<ExternalReviewLink[], number>('service/fetchReviewLinks', (id, { extra }) => api.getReviewLinks(extra.api, id));

export const storeReviewLinks = createApiThunk<ExternalReviewLink[], { serviceId: number; links: { site_name: string; url: string }[] }>(
  'service/saveReviewLinks',
  ({ serviceId, links }, { extra }) => api.saveReviewLinks(extra.api, serviceId, links),
);

/** A service category's setting and its category's questions (for job preferences). */
export const fetchServiceCategory = createApiThunk<ServiceCategoryView, number>('service/fetchCategory', (id, { extra }) => api.getServiceCategory(extra.api, id));
