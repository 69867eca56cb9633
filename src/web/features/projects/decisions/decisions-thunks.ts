import { type FormFailure, toFormFailure } from '../../../api/error-info';
import { createAppAsyncThunk } from '../../../store/thunk';
import { type DecidedBid, type DecisionAction, type DecisionBody, decideBid, wantToContact } from './decisions-api';

/** One decision on a quote; the answer's bid goes into the request it belongs to. */
export const decideQuote = createAppAsyncThunk<DecidedBid, { action: DecisionAction; bidId: number; body?: DecisionBody }, { rejectValue: FormFailure }>(
  'projects/decideQuote',
  async ({ action, bidId, body }, { extra, rejectWithValue }) => {
    try {
      return await decideBid(extra.api, action, bidId, body);
    } catch (error) {
      return rejectWithValue(toFormFailure(error));
    }
  },
);

/** The consumer asks to contact the pro; an earlier ask (error 17) counts as done. */
export const contactPro = createAppAsyncThunk<DecidedBid | null, number, { rejectValue: FormFailure }>('projects/contactPro', async (bidId, { extra, rejectWithValue }) => {
  try {
    return await wantToContact(extra.api, bidId);
  } catch (error) {
    return rejectWithValue(toFormFailure(error));
  }
});
