import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cancelAppointmentSchema, proposeAppointmentSchema, voiceAppointmentShape } from '../../../domain/calls/voice-appointment';
import { ok } from '../../lib/envelope';
import { fileIdParams, okResponse } from '../../lib/http-schemas';
import { sessionFirst } from '../../lib/session-first';
import { APPOINTMENT_NOT_FOUND, type VoiceAppointmentsService } from './voice-appointments.service';

const CONVERSATION_NOT_FOUND = '找不到這個對話。';
const one = okResponse({ voice_appointment: voiceAppointmentShape });
const many = okResponse({ voice_appointments: z.array(voiceAppointmentShape) });
const appointment = { ...sessionFirst, config: { notFoundText: APPOINTMENT_NOT_FOUND } };
const conversation = { ...sessionFirst, config: { notFoundText: CONVERSATION_NOT_FOUND } };

/** Voice appointments (docs/voice.md): propose, accept, decline, cancel; a conversation's and the caller's own. */
export const voiceAppointmentRoutes: FastifyPluginAsyncZod<{ appointments: VoiceAppointmentsService }> = async (app, { appointments }) => {
  app.get('/voice_appointments/index.json', { ...sessionFirst, schema: { response: many } }, async (request) => {
    const { userId } = await request.requireSession();
    return ok({ voice_appointments: await appointments.mine(userId) });
  });

  app.get('/voice_appointments/index/:file', { ...conversation, schema: { params: fileIdParams, response: many } }, async (request) => {
    const { userId } = await request.requireSession();
    return ok({ voice_appointments: await appointments.ofConversation(userId, request.params.file) });
  });

  app.post('/voice_appointments/add/:file', { ...conversation, schema: { params: fileIdParams, body: proposeAppointmentSchema, response: one } }, async (request) => {
    const { userId } = await request.requireSession();
    return ok({ voice_appointment: await appointments.propose(userId, request.params.file, request.body) });
  });

  app.post('/voice_appointments/accept/:file', { ...appointment, schema: { params: fileIdParams, response: one } }, async (request) => {
    const { userId } = await request.requireSession();
    return ok({ voice_appointment: await appointments.act(userId, request.params.file, 'accept') });
  });

  app.post('/voice_appointments/decline/:file', { ...appointment, schema: { params: fileIdParams, response: one } }, async (request) => {
    const { userId } = await request.requireSession();
    return ok({ voice_appointment: await appointments.act(userId, request.params.file, 'decline') });
  });

  app.post('/voice_appointments/cancel/:file', { ...appointment, schema: { params: fileIdParams, body: cancelAppointmentSchema, response: one } }, async (request) => {
    const { userId } = await request.requireSession();
    return ok({ voice_appointment: await appointments.act(userId, request.params.file, 'cancel', request.body.cancel_reason) });
  });
};
