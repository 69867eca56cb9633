import { VoiceAppointmentStatus } from '../../../domain/calls/voice-appointment';
import { toUtcString } from '../../../domain/time';
import type { World } from '../access-matrix.world';
import { get, type MatrixEntry, post } from './entry';

let hoursAhead = 0;
/** A time of its own for each appointment, so none of P's overlap. */
function nextTime(): Date {
  hoursAhead += 2;
  return new Date(Date.now() + (72 + hoursAhead) * 3_600_000);
}

/** P's proposal of a call on his quote to A (any open proposal before it withdrawn: one at a time). */
async function proposalOfP(w: World) {
  const db = w.server.db;
  await db.updateTable('voice_appointments').set({ status: VoiceAppointmentStatus.Cancelled }).where('quote_bid_id', '=', w.bidP).where('status', '=', VoiceAppointmentStatus.Proposed).execute();
  const row = await db
    .insertInto('voice_appointments')
    .values({ quote_bid_id: w.bidP, pro_user_id: w.actors.P.id, proposer_id: w.actors.P.id, scheduled_at: nextTime() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { appointment: row.id };
}

const PARTY = 'the pro of the bid is the other party';

/** Access matrix entries (see access-matrix.entries.ts): voice appointments between a quote's two parties. */
export const VOICE_APPOINTMENT_ENTRIES: Record<string, MatrixEntry> = {
  'GET /api/voice_appointments/index/:file': {
    owner: 'A',
    rule: { conversation: (w) => w.bidP },
    otherRole: 'Q',
    call: (w) => get(`/voice_appointments/index/${w.bidP}.json`),
    also: [{ who: 'P', status: 200, why: PARTY }],
  },
  'POST /api/voice_appointments/add/:file': {
    owner: 'A',
    rule: { conversation: (w) => w.bidP },
    otherRole: 'Q',
    setup: async (w) => {
      await w.server.db.updateTable('voice_appointments').set({ status: VoiceAppointmentStatus.Cancelled }).where('quote_bid_id', '=', w.bidP).where('status', '=', VoiceAppointmentStatus.Proposed).execute();
      return { at: toUtcString(nextTime()) };
    },
    call: (w, c) => post(`/voice_appointments/add/${w.bidP}.json`, { scheduled_at: c.at }),
    readBack: (w) => `/voice_appointments/index/${w.bidP}.json`,
    // After A's proposal the bid has one waiting: P's own proposal is refused until it is answered.
    also: [{ who: 'P', status: [200, 409], why: PARTY }],
  },
  'POST /api/voice_appointments/accept/:file': {
    owner: 'A',
    otherRole: 'Q',
    setup: proposalOfP,
    call: (_w, c) => post(`/voice_appointments/accept/${c.appointment}.json`),
    readBack: (w) => `/voice_appointments/index/${w.bidP}.json`,
    also: [{ who: 'P', status: 409, why: 'P proposed the time: only the other party accepts it' }],
  },
  'POST /api/voice_appointments/decline/:file': {
    owner: 'A',
    otherRole: 'Q',
    setup: proposalOfP,
    call: (_w, c) => post(`/voice_appointments/decline/${c.appointment}.json`),
    readBack: (w) => `/voice_appointments/index/${w.bidP}.json`,
    also: [{ who: 'P', status: 409, why: 'P proposed the time: only the other party declines it' }],
  },
  'POST /api/voice_appointments/cancel/:file': {
    owner: 'A',
    otherRole: 'Q',
    setup: proposalOfP,
    call: (_w, c) => post(`/voice_appointments/cancel/${c.appointment}.json`, { cancel_reason: '臨時有事' }),
    readBack: (w) => `/voice_appointments/index/${w.bidP}.json`,
    // Either party cancels; after A did, it is cancelled already.
    also: [{ who: 'P', status: [200, 409], why: PARTY }],
  },
};
