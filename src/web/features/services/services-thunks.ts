import type { ExternalReviewLink, QuoteServiceDetail, QuoteServicePage, ServiceCategoryView } from '../../../domain/services/quote-service.types';
import { type FormFailure, toFormFailure } from '../../api/error-info';
import { createAppAsyncThunk } from '../../store/thunk';
import * as api from './services-api';

type Reject = { rejectValue: FormFailure };

/** One page of the pro's services. */
export const fetchServices = createAppAsyncThunk<QuoteServicePage, number, Reject>('service/fetchPage', async (page, { extra, rejectWithValue }) => {
  try {
    return await api.getServicePage(extra.api, page);
  } catch (error) {
    return rejectWithValue(toFormFailure(error));
  }
});

/** One service for editing. */
export const fetchService = createAppAsyncThunk<QuoteServiceDetail, number, Reject>('service/fetchOne', async (id, { extra, rejectWithValue }) => {
  try {
    return await api.getService(extra.api, id);
  } catch (error) {
    return rejectWithValue(toFormFailure(error));
  }
});

/** Deletes a service; the user's quote_service_count goes down with it. */
export const removeService = createAppAsyncThunk<{ quote_service_count: number }, number, Reject>(
  'service/delete',
  async (id, { extra, rejectWithValue }) => {
    try {
      return await api.deleteService(extra.api, id);
    } catch (error) {
      return rejectWithValue(toFormFailure(error));
    }
  },
);

export const fetchReviewLinks = createAppAsyncThunk<ExternalReviewLink[], number, Reject>('service/fetchReviewLinks', async (id, { extra, rejectWithValue }) => {
  try {
    return await api.getReviewLinks(extra.api, id);
  } catch (error) {
    return rejectWithValue(toFormFailure(error));
  }
});

export const storeReviewLinks = createAppAsyncThunk<ExternalReviewLink[], { serviceId: number; links: { site_name: string; url: string }[] }, Reject>(
  'service/saveReviewLinks',
  async ({ serviceId, links }, { extra, rejectWithValue }) => {
    try {
      return await api.saveReviewLinks(extra.api, serviceId, links);
    } catch (error) {
      return rejectWithValue(toFormFailure(error));
    }
  },
);

/** A service category's setting and its category's questions (for job preferences). */
export const fetchServiceCategory = createAppAsyncThunk<ServiceCategoryView, number, Reject>(
  'service/fetchCategory',
  async (id, { extra, rejectWithValue }) => {
    try {
      return await api.getServiceCategory(extra.api, id);
    } catch (error) {
      return rejectWithValue(toFormFailure(error));
    }
  },
);
