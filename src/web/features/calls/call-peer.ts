import type { CallEventBody, CallSignal } from '../../../domain/calls/call-signals';

export interface PeerHandlers {
  /** Passes an offer, answer or ICE candidate to the other side (over the socket). */
  send: (signal: CallSignal) => void;
  onState: (state: RTCPeerConnectionState) => void;
  onRemoteStream: (stream: MediaStream) => void;
}

/**
 * The audio link of one call: the browser's own RTCPeerConnection with the microphone's track.
 * The caller offers once the callee answered; the callee answers the offer. Candidates that
 * arrive before the other side's description wait for it.
 */
export class CallPeer {
  private readonly pc: RTCPeerConnection;
  private readonly waiting: RTCIceCandidateInit[] = [];

  constructor(iceServers: CallEventBody['ice_servers'], stream: MediaStream, private readonly handlers: PeerHandlers) {
    this.pc = new RTCPeerConnection({ iceServers: iceServers.map((s) => ({ urls: s.urls, ...(s.username ? { username: s.username } : {}), ...(s.credential ? { credential: s.credential } : {}) })) });
    for (const track of stream.getAudioTracks()) this.pc.addTrack(track, stream);
    this.pc.onicecandidate = (event) => {
      if (event.candidate?.candidate) {
        const c = event.candidate;
        handlers.send({ kind: 'ice', candidate: { candidate: c.candidate, sdpMid: c.sdpMid, sdpMLineIndex: c.sdpMLineIndex } });
      }
    };
    this.pc.onconnectionstatechange = () => handlers.onState(this.pc.connectionState);
    this.pc.ontrack = (event) => handlers.onRemoteStream(event.streams[0] ?? new MediaStream([event.track]));
  }

  get state(): RTCPeerConnectionState {
    return this.pc.connectionState;
  }

  /** The caller's side: offers the audio. */
  async offer(): Promise<void> {
    const offer = await this.pc.createOffer();
    await this.pc.setLocalDescription(offer);
    this.handlers.send({ kind: 'offer', sdp: offer.sdp ?? '' });
  }

  /** A signal from the other side. */
  async receive(signal: CallSignal): Promise<void> {
    if (signal.kind === 'ice') {
      if (this.pc.remoteDescription) await this.pc.addIceCandidate(signal.candidate);
      else this.waiting.push(signal.candidate);
      return;
    }
    await this.pc.setRemoteDescription({ type: signal.kind, sdp: signal.sdp });
    for (const candidate of this.waiting.splice(0)) await this.pc.addIceCandidate(candidate);
    if (signal.kind === 'offer') {
      const answer = await this.pc.createAnswer();
      await this.pc.setLocalDescription(answer);
      this.handlers.send({ kind: 'answer', sdp: answer.sdp ?? '' });
    }
  }

  close(): void {
    this.pc.onicecandidate = null;
    this.pc.onconnectionstatechange = null;
    this.pc.ontrack = null;
    this.pc.close();
  }
}
