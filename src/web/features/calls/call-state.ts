import type { CallEventBody } from '../../../domain/calls/call-signals';
import { CallStatus } from '../../../domain/calls/call-status';

/**
 * Where this page stands in a call, as a pure reducer (the controller feeds it the user's actions
 * and the socket's events). A page "takes part" in a call it rang or accepted itself; another tab
 * of the same user only hears of it.
 */
export type CallPhase = 'idle' | 'starting' | 'outgoing' | 'incoming' | 'answering' | 'connected' | 'ended';

/** How a call ended, as this page tells it. */
export type CallOutcome = 'ended' | 'declined' | 'noAnswer' | 'cancelled' | 'busy' | 'missedIncoming' | 'micDenied' | 'micMissing' | 'unsupported' | 'lost' | 'failed' | 'refused';

export interface CallState {
  phase: CallPhase;
  bidId: number | null;
  callId: number | null;
  otherName: string;
  isCaller: boolean;
  /** Epoch ms when the call was answered (the timer counts from it). */
  connectedAt: number | null;
  outcome: CallOutcome | null;
  durationSeconds: number;
  /** The server's zh-TW reason when it refused (`refused`). */
  message: string | null;
  muted: boolean;
  /** The RTCPeerConnection's connectionState ('new' before there is one). */
  peerState: string;
  /** This page hung up itself (a ringing call it gave up is `cancelled`, not unanswered). */
  hungUp: boolean;
}

export const idleCall: CallState = {
  phase: 'idle',
  bidId: null,
  callId: null,
  otherName: '',
  isCaller: false,
  connectedAt: null,
  outcome: null,
  durationSeconds: 0,
  message: null,
  muted: false,
  peerState: 'new',
  hungUp: false,
};

export type CallStateAction =
  | { type: 'ring'; bidId: number; otherName: string }
  | { type: 'answer' }
  | { type: 'event'; call: CallEventBody; now: number }
  | { type: 'refused'; action: string | null; message: string }
  | { type: 'fail'; outcome: Extract<CallOutcome, 'micDenied' | 'micMissing' | 'unsupported' | 'lost' | 'failed'> }
  | { type: 'hangup' }
  | { type: 'mute'; muted: boolean }
  | { type: 'peer'; state: string }
  | { type: 'dismiss' };

/** A call on screen in which this page is, or is about to be, a party. */
export const isLive = (state: CallState): boolean => ['starting', 'outgoing', 'answering', 'connected'].includes(state.phase);

const ended = (state: CallState, outcome: CallOutcome, extra: Partial<CallState> = {}): CallState => ({ ...state, phase: 'ended', outcome, connectedAt: null, ...extra });

function onEvent(state: CallState, call: CallEventBody, now: number): CallState {
  const mine = state.callId === call.id;
  if (call.status === CallStatus.Ringing) {
    if (call.is_caller === 1) {
      return state.phase === 'starting' && state.bidId === call.quote_bid_id ? { ...state, phase: 'outgoing', callId: call.id, otherName: call.other_name || state.otherName } : state;
    }
    if (isLive(state) || state.phase === 'incoming') return state;
    return { ...idleCall, phase: 'incoming', bidId: call.quote_bid_id, callId: call.id, otherName: call.other_name, isCaller: false };
  }
  // What this page showed as over (the microphone refused, the socket lost) stays as it was told.
  if (state.phase === 'ended') return state;
  // A call answered, busy or missed at once reaches the page that rang it before it knows the call's id.
  const rangHere = state.phase === 'starting' && call.is_caller === 1 && state.bidId === call.quote_bid_id;
  if (!mine && !rangHere) return state;
  const here = { ...state, callId: call.id };
  if (call.status === CallStatus.Connected) {
    if (state.phase === 'outgoing' || state.phase === 'answering' || rangHere) return { ...here, phase: 'connected', connectedAt: now };
    // Answered on another of this user's pages: this one has nothing more to show.
    return state.phase === 'incoming' ? idleCall : state;
  }
  const taking = isLive(state);
  switch (call.status) {
    case CallStatus.Ended:
      return taking ? ended(here, 'ended', { durationSeconds: call.duration_seconds }) : idleCall;
    case CallStatus.Declined:
      return call.is_caller === 1 && taking ? ended(here, 'declined') : idleCall;
    case CallStatus.Busy:
      return call.is_caller === 1 && taking ? ended(here, 'busy') : idleCall;
    case CallStatus.Missed:
      if (call.is_caller === 1) return taking ? ended(here, state.hungUp ? 'cancelled' : 'noAnswer') : idleCall;
      return state.phase === 'incoming' || taking ? ended(here, 'missedIncoming') : state;
    default:
      return state;
  }
}

/** The one reducer of the call on this page. */
export function callReducer(state: CallState, action: CallStateAction): CallState {
  switch (action.type) {
    case 'ring':
      return isLive(state) ? state : { ...idleCall, phase: 'starting', bidId: action.bidId, otherName: action.otherName, isCaller: true };
    case 'answer':
      return state.phase === 'incoming' ? { ...state, phase: 'answering' } : state;
    case 'event':
      return onEvent(state, action.call, action.now);
    case 'refused':
      // A late signal or a second hang-up changes nothing; a refused ring or answer ends the attempt.
      if (action.action === 'signal' || action.action === 'hangup' || action.action === 'decline') return state;
      return isLive(state) ? ended(state, 'refused', { message: action.message }) : state;
    case 'fail':
      return isLive(state) || state.phase === 'incoming' ? ended(state, action.outcome) : state;
    case 'hangup':
      return isLive(state) ? { ...state, hungUp: true } : state;
    case 'mute':
      return { ...state, muted: action.muted };
    case 'peer':
      return { ...state, peerState: action.state };
    case 'dismiss':
      return isLive(state) ? state : idleCall;
  }
}
