import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { freeCreditEventEditSchema } from '../../../domain/free-credits/free-credit-event.schema';
import { FREE_CREDIT_MESSAGES } from '../../../domain/free-credits/free-credit-events';
import { adminFreeCreditEventShape, adminFreeCreditEventsShape } from '../../../domain/free-credits/free-credits.contract';
import { OpsPermission } from '../../../domain/ops/operator-roles';
import { referralSettingsSchema } from '../../../domain/referrals/referrals';
import { referralSettingsAnswerShape } from '../../../domain/referrals/referrals.contract';
import { ok } from '../../lib/envelope';
import { fileIdParams, okResponse } from '../../lib/http-schemas';
import { editEvent, editReferrals, freeCreditEvents, referralSettings } from './content.service';
import { opsCallerOf, opsGuard } from './ops-session';

/** What the marketplace offers, edited in the console (permission edit_content): free-credit events and referral rewards. */
export const opsContentRoutes: FastifyPluginAsyncZod = async (app) => {
  const guard = opsGuard(OpsPermission.EditContent);

  app.get('/ops/free_credit_events/index.json', { preValidation: guard, schema: { response: okResponse(adminFreeCreditEventsShape) } }, async () => {
    return ok(await freeCreditEvents(app.db));
  });

  const editSchema = { params: fileIdParams, body: freeCreditEventEditSchema, response: okResponse(adminFreeCreditEventShape) };
  app.post('/ops/free_credit_events/edit/:file', { preValidation: guard, config: { notFoundText: FREE_CREDIT_MESSAGES.notFound }, schema: editSchema }, async (request) => {
    return ok(await editEvent(app.db, opsCallerOf(request), request.params.file, request.body));
  });

  app.get('/ops/referral_settings.json', { preValidation: guard, schema: { response: okResponse(referralSettingsAnswerShape) } }, async () => {
    return ok(await referralSettings(app.db));
  });

  const settingsSchema = { body: referralSettingsSchema, response: okResponse(referralSettingsAnswerShape) };
  app.post('/ops/referral_settings.json', { preValidation: guard, schema: settingsSchema }, async (request) => {
    return ok(await editReferrals(app.db, opsCallerOf(request), request.body));
  });
};
