import { describe, expect, it } from 'vitest';
import type { CallSignal } from '../../../domain/calls/call-signals';
import { CallStatus } from '../../../domain/calls/call-status';
import { CallController, type CallDeps } from './call-controller';

/** A socket double: records what the page sends, and lets the test answer as the server. */
class FakeSocket {
  readyState = 1;
  sent: Record<string, unknown>[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((m: { data: string }) => void) | null = null;
  onclose: (() => void) | null = null;
  send(text: string) {
    this.sent.push(JSON.parse(text) as Record<string, unknown>);
  }
  close() {
    this.readyState = 3;
  }
  server(body: Record<string, unknown>) {
    this.onmessage?.({ data: JSON.stringify(body) });
  }
}

const fakeStream = () => {
  const track = { enabled: true, stopped: false, stop() {
    this.stopped = true;
  } };
  return { track, stream: { getTracks: () => [track], getAudioTracks: () => [track] } as unknown as MediaStream };
};
const callEvent = (status: number, isCaller: 0 | 1) => ({ type: 'call', call: { id: 7, quote_bid_id: 5, status, is_caller: isCaller, other_name: 'Wang', created: '', duration_seconds: 0, ice_servers: [{ urls: 'stun:stun.example.org' }] } });
const flush = () => new Promise((r) => setTimeout(r, 0));

function setup(mic: () => Promise<MediaStream>) {
  const socket = new FakeSocket();
  const peers: { ice: unknown; offered: number; received: CallSignal[]; closed: boolean }[] = [];
  const deps: CallDeps = {
    createSocket: () => socket as unknown as WebSocket,
    getMicrophone: mic,
    createPeer: (ice) => {
      const peer = { ice, offered: 0, received: [] as CallSignal[], closed: false };
      peers.push(peer);
      return {
        offer: async () => {
          peer.offered += 1;
        },
        receive: async (signal) => {
          peer.received.push(signal);
        },
        close: () => {
          peer.closed = true;
        },
      };
    },
    play: () => () => undefined,
    now: () => 0,
  };
  const controller = new CallController(deps);
  controller.start('ws://example.test/api/messages/socket');
  socket.onopen?.();
  return { controller, socket, peers };
}

describe('the call controller', () => {
  it('asks for the microphone, rings, offers audio with the configured ICE servers once answered, and lets the microphone go after', async () => {
    const { track, stream } = fakeStream();
    const { controller, socket, peers } = setup(async () => stream);
    expect(controller.isOnline()).toBe(true);
    await controller.ring(5, 'Wang');
    expect(socket.sent).toEqual([{ type: 'call', action: 'ring', quote_bid_id: 5 }]);
    socket.server(callEvent(CallStatus.Ringing, 1));
    socket.server(callEvent(CallStatus.Connected, 1));
    await flush();
    expect(peers).toHaveLength(1);
    expect(peers[0]).toMatchObject({ ice: [{ urls: 'stun:stun.example.org' }], offered: 1 });
    socket.server({ type: 'call_signal', call_id: 7, signal: { kind: 'answer', sdp: 'v=0' } });
    await flush();
    expect(peers[0]?.received).toEqual([{ kind: 'answer', sdp: 'v=0' }]);
    controller.hangup();
    expect(socket.sent.at(-1)).toEqual({ type: 'call', action: 'hangup', call_id: 7 });
    expect(track.stopped).toBe(true);
    expect(peers[0]?.closed).toBe(true);
  });

  it('rings nobody when the microphone is refused, and says why', async () => {
    const { controller, socket } = setup(() => Promise.reject(new DOMException('denied', 'NotAllowedError')));
    await controller.ring(5, 'Wang');
    expect(socket.sent).toEqual([]);
    expect(controller.getSnapshot()).toMatchObject({ phase: 'ended', outcome: 'micDenied' });
  });

  it('turns the call down when the callee refuses the microphone', async () => {
    const { controller, socket } = setup(() => Promise.reject(new DOMException('no device', 'NotFoundError')));
    socket.server(callEvent(CallStatus.Ringing, 0));
    await controller.accept();
    expect(socket.sent).toEqual([{ type: 'call', action: 'decline', call_id: 7 }]);
    expect(controller.getSnapshot()).toMatchObject({ phase: 'ended', outcome: 'micMissing' });
  });

  it('ends the call on the page when the socket is lost', async () => {
    const { stream } = fakeStream();
    const { controller, socket } = setup(async () => stream);
    await controller.ring(5, 'Wang');
    socket.server(callEvent(CallStatus.Ringing, 1));
    socket.onclose?.();
    expect(controller.getSnapshot()).toMatchObject({ phase: 'ended', outcome: 'lost' });
    expect(controller.isOnline()).toBe(false);
    controller.stop();
  });
});
