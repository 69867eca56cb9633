import { openAllWeek, taipeiDateIn, utcOfTaipei } from '../../features/calendar/calendar.test-support';
import { post, get, type MatrixEntry } from './entry';

/** Access matrix entries (see access-matrix.entries.ts): reviews, the calendar and bookings. */
export const REVIEW_AND_CALENDAR_ENTRIES: Record<string, MatrixEntry> = {
  // Reviews.
  'POST /api/quote_feedbacks/invite/:file': {
    owner: 'P',
    call: (w) => post(`/quote_feedbacks/invite/${w.serviceP}.json`, { invitee_name: '陳先生', invitee_email: 'client2@example.com' }),
  },
  'GET /api/quote_feedbacks/invite/:service/:file': {
    owner: 'P',
    public: 'the review link works for whoever holds it (single use)',
    call: (w) => get(`/quote_feedbacks/invite/${w.serviceP}/${w.inviteHashP}.json`),
  },
  'GET /api/quote_feedbacks/invite/:service/:file#wrong-service': {
    owner: 'P',
    public: 'the review link; sent with another service’s id it is refused for everyone',
    call: (w) => get(`/quote_feedbacks/invite/${w.serviceQ}/${w.inviteHashP}.json`),
    expect: { owner: 404, sameRole: 404, otherRole: 404, guest: 404 },
  },
  'POST /api/quote_feedbacks/invite/:service/:file': {
    owner: 'P',
    public: 'the review link works for whoever holds it; here the hash is sent with the wrong service id',
    call: (w) => post(`/quote_feedbacks/invite/${w.serviceQ}/${w.inviteHashP}.json`, { reviewer_name: '林小姐', rating: 5, feedback: '很專業' }),
    expect: { owner: 404, sameRole: 404, otherRole: 404, guest: 404 },
    readBack: (w) => `/quote_feedbacks/invite/${w.serviceP}/${w.inviteHashP}.json`,
  },

  // Calendar and bookings.
  'GET /api/business_hours/:file': { owner: 'P', call: (w) => get(`/business_hours/${w.serviceP}.json`) },
  'POST /api/business_hours/edit/:file': {
    owner: 'P',
    call: (w) => post(`/business_hours/edit/${w.serviceP}.json`, { day_slots: Object.fromEntries([1, 2, 3, 4, 5, 6, 7].map((d) => [d, [1, 2, 3, 4, 5]])) }),
    readBack: (w) => `/business_hours/${w.serviceP}.json`,
  },
  'GET /api/suspension_events/index/:file': { owner: 'P', call: (w) => get(`/suspension_events/index/${w.serviceP}.json`) },
  'POST /api/suspension_events/add.json': {
    owner: 'P',
    call: (w) =>
      post('/suspension_events/add.json', { quote_service_id: w.serviceP, begin_time: utcOfTaipei(taipeiDateIn(25), '09:00'), end_time: utcOfTaipei(taipeiDateIn(25), '10:00') }),
    readBack: (w) => `/suspension_events/index/${w.serviceP}.json`,
  },
  'POST /api/suspension_events/edit/:file': {
    owner: 'P',
    call: (w) => post(`/suspension_events/edit/${w.pauseP}.json`, { begin_time: utcOfTaipei(taipeiDateIn(21), '13:00'), end_time: utcOfTaipei(taipeiDateIn(21), '15:00'), title: '進修' }),
    readBack: (w) => `/suspension_events/index/${w.serviceP}.json`,
  },
  'POST /api/suspension_events/delete/:file': {
    owner: 'P',
    setup: async (w) => ({
      pause: (
        (await w.ok(w.actors.P, '/suspension_events/add.json', {
          method: 'POST',
          json: { quote_service_id: w.serviceP, begin_time: utcOfTaipei(taipeiDateIn(30), '09:00'), end_time: utcOfTaipei(taipeiDateIn(30), '10:00') },
        })).suspension_event as { id: number }
      ).id,
    }),
    call: (_w, c) => post(`/suspension_events/delete/${c.pause}.json`),
    readBack: (w) => `/suspension_events/index/${w.serviceP}.json`,
  },
  'GET /api/calendar/:file': { owner: 'P', call: (w) => get(`/calendar/${w.serviceP}.json?from=${taipeiDateIn(1)}&to=${taipeiDateIn(7)}`) },
  'POST /api/service_reserves/add.json': {
    owner: 'A',
    otherRole: 'Q',
    // Any consumer may book a public service; the bid in the body must be on the caller's own request.
    call: (w) => post('/service_reserves/add.json', { quote_service_id: w.serviceP, quote_bid_id: w.bidP, begin_time: utcOfTaipei(taipeiDateIn(4), '15:00') }),
    expect: { sameRole: [400, 404, 409], otherRole: [400, 404, 409] },
    readBack: () => '/service_reserves/index.json',
  },
  'GET /api/service_reserves/:file': {
    owner: 'A',
    otherRole: 'Q',
    call: (w) => get(`/service_reserves/${w.reserveA}.json`),
    also: [{ who: 'P', status: 200, why: 'the pro of the booked service is the other party' }],
  },
  'POST /api/service_reserves/cancel/:file': {
    owner: 'A',
    otherRole: 'Q',
    setup: async (w) => {
      // The hours are opened again first: another test may have changed them.
      await openAllWeek(w.server, w.actors.P.token, w.serviceP);
      const body = await w.ok(w.actors.A, '/service_reserves/add.json', {
        method: 'POST',
        json: { quote_service_id: w.serviceP, begin_time: utcOfTaipei(taipeiDateIn(6), '12:00') },
      });
      return { reserve: (body.service_reserve as { id: number }).id };
    },
    call: (_w, c) => post(`/service_reserves/cancel/${c.reserve}.json`),
    readBack: (_w, c) => `/service_reserves/${c.reserve}.json`,
  },
};
