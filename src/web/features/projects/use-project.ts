import { useEffect } from 'react';
import type { QuoteRequestResponse } from '../../../domain/requests/quote-request.types';
import type { FormFailure } from '../../api/error-info';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { fetchProject, fetchProjectByQuote } from './projects-thunks';

export interface ProjectLoad {
  request: QuoteRequestResponse | undefined;
  failure: FormFailure | undefined;
  /** Nothing to show yet and nothing failed. */
  loading: boolean;
  reload: () => void;
}

/** One of the consumer's requests, read afresh each time the screen opens. */
export function useProject(requestId: number | undefined): ProjectLoad {
  const dispatch = useAppDispatch();
  const request = useAppSelector((s) => (requestId === undefined ? undefined : s.projects.details[requestId]));
  const failure = useAppSelector((s) => (requestId === undefined ? undefined : s.projects.detailErrors[requestId]));
  useEffect(() => {
    if (requestId !== undefined) void dispatch(fetchProject(requestId));
  }, [dispatch, requestId]);
  return {
    request,
    failure: request ? undefined : failure,
    loading: requestId !== undefined && !request && !failure,
    reload: () => {
      if (requestId !== undefined) void dispatch(fetchProject(requestId));
    },
  };
}

/** The request holding a quote, for the quote-only route; read afresh each time. */
export function useProjectOfQuote(quoteId: number | undefined): ProjectLoad {
  const dispatch = useAppDispatch();
  const requestId = useAppSelector((s) => (quoteId === undefined ? undefined : s.projects.requestOfQuote[quoteId]));
  const request = useAppSelector((s) => (requestId === undefined ? undefined : s.projects.details[requestId]));
  const failure = useAppSelector((s) => (quoteId === undefined ? undefined : s.projects.quoteErrors[quoteId]));
  useEffect(() => {
    if (quoteId !== undefined) void dispatch(fetchProjectByQuote(quoteId));
  }, [dispatch, quoteId]);
  return {
    request,
    failure: request ? undefined : failure,
    loading: quoteId !== undefined && !request && !failure,
    reload: () => {
      if (quoteId !== undefined) void dispatch(fetchProjectByQuote(quoteId));
    },
  };
}
