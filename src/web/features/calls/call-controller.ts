import type { CallEventBody, CallSignal } from '../../../domain/calls/call-signals';
import { type CallServerEvent, parseCallEvent } from './call-events';
import { CallPeer, type PeerHandlers } from './call-peer';
import { type CallState, type CallStateAction, callReducer, idleCall, isLive } from './call-state';

const RECONNECT_BASE_MS = 1_000;
const RECONNECT_MAX_MS = 30_000;

/** The audio link of a call as the controller drives it (CallPeer in the browser). */
export interface PeerLink {
  offer(): Promise<void>;
  receive(signal: CallSignal): Promise<void>;
  close(): void;
}

export interface CallDeps {
  createSocket: (url: string) => WebSocket;
  getMicrophone: () => Promise<MediaStream>;
  createPeer: (iceServers: CallEventBody['ice_servers'], stream: MediaStream, handlers: PeerHandlers) => PeerLink;
  /** Plays the other side's audio; the returned function stops it. */
  play: (stream: MediaStream) => () => void;
  now: () => number;
}

const browserDeps: CallDeps = {
  createSocket: (url) => new WebSocket(url),
  getMicrophone: () => {
    if (!navigator.mediaDevices?.getUserMedia) return Promise.reject(new DOMException('no media devices', 'NotSupportedError'));
    return navigator.mediaDevices.getUserMedia({ audio: true, video: false });
  },
  createPeer: (iceServers, stream, handlers) => new CallPeer(iceServers, stream, handlers),
  play: (stream) => {
    const audio = new Audio();
    audio.autoplay = true;
    audio.srcObject = stream;
    void audio.play().catch(() => undefined);
    return () => {
      audio.pause();
      audio.srcObject = null;
    };
  },
  now: () => Date.now(),
};

const stopTracks = (stream: MediaStream) => {
  for (const track of stream.getTracks()) track.stop();
};

/** Why the microphone could not be had, as the outcome the page shows. */
function micOutcome(error: unknown): 'micDenied' | 'micMissing' | 'unsupported' {
  const name = error instanceof DOMException || error instanceof Error ? error.name : '';
  if (name === 'NotFoundError' || name === 'NotReadableError' || name === 'OverconstrainedError') return 'micMissing';
  if (name === 'NotSupportedError' || name === 'TypeError') return 'unsupported';
  return 'micDenied';
}

/**
 * The calls of one page: a socket of its own on the message socket's route, kept open while the
 * user is signed in (the server ends a call when the socket that rang or answered it closes, so it
 * must outlive the screens), the microphone, the peer connection and the other side's audio.
 */
export class CallController {
  private state: CallState = idleCall;
  private readonly listeners = new Set<() => void>();
  private socket: WebSocket | undefined;
  private url: string | undefined;
  private attempt = 0;
  private reconnect: ReturnType<typeof setTimeout> | undefined;
  private mic: MediaStream | null = null;
  private peer: PeerLink | null = null;
  private stopAudio: (() => void) | null = null;
  /** Signals that came before this page's peer connection existed. */
  private early: CallSignal[] = [];
  /** The ring went out (the server will answer with the call's id). */
  private ringSent = false;

  constructor(private readonly deps: CallDeps = browserDeps) {}

  /** Whether the call socket is up (a ring can reach this page). */
  private online = false;

  readonly getSnapshot = (): CallState => this.state;
  readonly isOnline = (): boolean => this.online;
  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Opens the socket (again) for this address; nothing when it is open already. */
  start(url: string): void {
    if (this.url === url) return;
    this.stop();
    this.url = url;
    this.connect();
  }

  /** Signed out or gone: the socket closes, and with it any call. */
  stop(): void {
    this.url = undefined;
    if (this.reconnect !== undefined) clearTimeout(this.reconnect);
    this.reconnect = undefined;
    const ws = this.socket;
    this.socket = undefined;
    if (ws) {
      ws.onmessage = null;
      // Closing a socket still connecting makes the browser warn in the console: it closes once open instead.
      if (ws.readyState === 0) ws.onopen = () => ws.close();
      else ws.close();
    }
    this.setOnline(false);
    this.release();
    this.apply({ type: 'fail', outcome: 'lost' });
    this.apply({ type: 'dismiss' });
  }

  /** Rings the other party of a quote, once the microphone is ours. */
  async ring(bidId: number, otherName: string): Promise<void> {
    if (isLive(this.state)) return;
    this.ringSent = false;
    this.apply({ type: 'ring', bidId, otherName });
    const mic = await this.openMic();
    if (!mic) return;
    // Given up while the browser asked for the microphone: it goes back at once.
    if (this.getSnapshot().phase !== 'starting' || this.getSnapshot().bidId !== bidId) {
      stopTracks(mic);
      return;
    }
    this.mic = mic;
    this.ringSent = this.send({ action: 'ring', quote_bid_id: bidId });
    if (!this.ringSent) this.fail('lost');
  }

  /** The callee answers, once the microphone is ours; without it the call is turned down. */
  async accept(): Promise<void> {
    const callId = this.state.callId;
    if (this.state.phase !== 'incoming' || callId === null) return;
    this.apply({ type: 'answer' });
    const mic = await this.openMic();
    if (!mic) {
      this.send({ action: 'decline', call_id: callId });
      return;
    }
    if (this.getSnapshot().phase !== 'answering' || this.getSnapshot().callId !== callId) {
      stopTracks(mic);
      return;
    }
    this.mic = mic;
    if (!this.send({ action: 'accept', call_id: callId })) this.fail('lost');
  }

  decline(): void {
    if (this.state.phase !== 'incoming' || this.state.callId === null) return;
    this.send({ action: 'decline', call_id: this.state.callId });
    this.apply({ type: 'dismiss' });
  }

  /** Ends the call; the server's answer says how it ended (a ringing call given up is cancelled). */
  hangup(): void {
    if (!isLive(this.state)) return;
    const { callId, phase } = this.state;
    if (phase === 'starting' && callId === null && !this.ringSent) {
      // Still asking for the microphone: the ring never goes out.
      this.apply({ type: 'hangup' });
      this.cancelStart();
      return;
    }
    this.apply({ type: 'hangup' });
    // Rung but not yet known by id: the hang-up goes out when the server names the call.
    if (callId !== null) this.send({ action: 'hangup', call_id: callId });
    this.release();
  }

  toggleMute(): void {
    const muted = !this.state.muted;
    for (const track of this.mic?.getAudioTracks() ?? []) track.enabled = !muted;
    this.apply({ type: 'mute', muted });
  }

  dismiss(): void {
    this.apply({ type: 'dismiss' });
  }

  private setOnline(online: boolean): void {
    if (this.online === online) return;
    this.online = online;
    for (const listener of this.listeners) listener();
  }

  private apply(action: CallStateAction): void {
    const next = callReducer(this.state, action);
    if (next === this.state) return;
    this.state = next;
    for (const listener of this.listeners) listener();
  }

  private fail(outcome: 'micDenied' | 'micMissing' | 'unsupported' | 'lost' | 'failed'): void {
    this.release();
    this.apply({ type: 'fail', outcome });
  }

  /** A ring given up before it went out: nothing to tell anyone. */
  private cancelStart(): void {
    this.release();
    this.state = { ...this.state, phase: 'ended', outcome: 'cancelled' };
    this.apply({ type: 'dismiss' });
  }

  /** The microphone, or null (and the call told why) when the browser or the person refused it. */
  private async openMic(): Promise<MediaStream | null> {
    try {
      return await this.deps.getMicrophone();
    } catch (error) {
      this.fail(micOutcome(error));
      return null;
    }
  }

  /** Lets go of the microphone, the peer connection and the other side's audio. */
  private release(): void {
    this.peer?.close();
    this.peer = null;
    this.stopAudio?.();
    this.stopAudio = null;
    if (this.mic) stopTracks(this.mic);
    this.mic = null;
    this.early = [];
  }

  private send(body: Record<string, unknown>): boolean {
    const ws = this.socket;
    if (ws?.readyState !== 1) return false;
    ws.send(JSON.stringify({ type: 'call', ...body }));
    return true;
  }

  private connect(): void {
    this.reconnect = undefined;
    const url = this.url;
    if (url === undefined) return;
    let ws: WebSocket;
    try {
      ws = this.deps.createSocket(url);
    } catch {
      this.scheduleReconnect();
      return;
    }
    this.socket = ws;
    ws.onopen = () => {
      this.attempt = 0;
      this.setOnline(true);
    };
    ws.onmessage = (message: MessageEvent) => {
      if (typeof message.data !== 'string') return;
      const event = parseCallEvent(message.data);
      if (event) this.onEvent(event);
    };
    ws.onclose = () => {
      if (this.socket !== ws) return;
      this.socket = undefined;
      this.setOnline(false);
      // The server ends a call whose socket closed: so does the page.
      if (isLive(this.state)) this.fail('lost');
      this.scheduleReconnect();
    };
  }

  private scheduleReconnect(): void {
    if (this.url === undefined || this.reconnect !== undefined) return;
    this.reconnect = setTimeout(() => this.connect(), Math.min(RECONNECT_MAX_MS, RECONNECT_BASE_MS * 2 ** this.attempt));
    this.attempt += 1;
  }

  private onEvent(event: CallServerEvent): void {
    if (event.type === 'call_error') {
      this.apply({ type: 'refused', action: event.action, message: event.message });
      if (!isLive(this.state)) this.release();
      return;
    }
    if (event.type === 'call_signal') {
      if (event.callId !== this.state.callId || this.state.phase !== 'connected') return;
      if (this.peer) this.peer.receive(event.signal).catch(() => this.hangupFailed());
      else this.early.push(event.signal);
      return;
    }
    const before = this.state;
    this.apply({ type: 'event', call: event.call, now: this.deps.now() });
    const after = this.state;
    if (before.phase === 'starting' && after.phase === 'outgoing' && after.hungUp && after.callId !== null) this.send({ action: 'hangup', call_id: after.callId });
    if (after.phase === 'connected' && before.phase !== 'connected') this.startPeer(event.call.ice_servers, after.isCaller);
    if (after.phase === 'ended' || after.phase === 'idle') {
      if (before.phase !== after.phase) this.releaseIfNotLive();
    }
  }

  private releaseIfNotLive(): void {
    if (!isLive(this.state)) this.release();
  }

  private startPeer(iceServers: CallEventBody['ice_servers'], caller: boolean): void {
    const mic = this.mic;
    const callId = this.state.callId;
    if (!mic || callId === null) {
      this.hangupFailed();
      return;
    }
    this.peer = this.deps.createPeer(iceServers, mic, {
      send: (signal) => void this.send({ action: 'signal', call_id: callId, signal }),
      onState: (state) => {
        this.apply({ type: 'peer', state });
        if (state === 'failed') this.hangupFailed();
      },
      onRemoteStream: (stream) => {
        this.stopAudio?.();
        this.stopAudio = this.deps.play(stream);
      },
    });
    const peer = this.peer;
    if (caller) peer.offer().catch(() => this.hangupFailed());
    for (const signal of this.early.splice(0)) peer.receive(signal).catch(() => this.hangupFailed());
  }

  /** The audio could not be connected: the call is hung up and told as failed. */
  private hangupFailed(): void {
    const callId = this.state.callId;
    if (callId !== null && isLive(this.state)) this.send({ action: 'hangup', call_id: callId });
    this.fail('failed');
  }
}

/** The page's one controller (calls outlive the screens that start them). */
export const calls = new CallController();
