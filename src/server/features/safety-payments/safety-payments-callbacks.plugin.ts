import formbody from '@fastify/formbody';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { verifyCheckMacValue } from '../../adapters/payments/ecpay/check-mac';
import { readPaymentInfo, RTN_ATM_ISSUED, RTN_CVS_ISSUED, RTN_PAID } from '../../adapters/payments/ecpay/ecpay-client';
import { parseEcpayTime } from '../../adapters/payments/ecpay/ecpay-time';
import type { EcpayGateway } from '../payments';
import { SAFETY_PAY_CALLBACK_PATHS, type SafetyPaymentsPayService } from './safety-payments-pay.service';

const formOf = (body: unknown): Record<string, string> =>
  Object.fromEntries(Object.entries((body ?? {}) as Record<string, unknown>).map(([k, v]) => [k, typeof v === 'string' ? v : String(v)]));
const reference = (value: unknown) => (typeof value === 'string' && value.length > 0 && value.length <= 100 ? value : null);

/**
 * The gateways' calls about safety payments, outside the API key check (they cannot send it):
 * ECPay's PaymentInfoURL and ReturnURL (authenticated by CheckMacValue; `1|OK` takes a message,
 * so ECPay stops resending it) and the card gateway's 3-D Secure notify and the browser's return
 * (trusted for nothing: the gateway is asked).
 */
export const safetyPaymentsCallbacksPlugin: FastifyPluginAsync<{ pay: SafetyPaymentsPayService; ecpay: EcpayGateway }> = async (app, { pay, ecpay }) => {
  if (!app.hasContentTypeParser('application/x-www-form-urlencoded')) await app.register(formbody);
  const answer = (reply: FastifyReply, status: number, body: string) => reply.status(status).type('text/plain; charset=utf-8').send(body);
  const authentic = (form: Record<string, string>) =>
    form.MerchantID === ecpay.credentials.merchantId && verifyCheckMacValue(form, ecpay.credentials.hashKey, ecpay.credentials.hashIv);

  app.post(SAFETY_PAY_CALLBACK_PATHS.ecpayPaymentInfo, async (request, reply) => {
    const form = formOf(request.body);
    if (!authentic(form)) return answer(reply, 400, '0|CheckMacValue Error');
    const info = readPaymentInfo(form);
    const issued = (info.payType === 'cvs' && form.RtnCode === RTN_CVS_ISSUED) || (info.payType === 'atm' && form.RtnCode === RTN_ATM_ISSUED);
    if (issued && form.MerchantTradeNo) await pay.storeCode(form.MerchantTradeNo, info);
    return answer(reply, 200, '1|OK');
  });

  app.post(SAFETY_PAY_CALLBACK_PATHS.ecpayNotify, async (request, reply) => {
    const form = formOf(request.body);
    if (!authentic(form)) return answer(reply, 400, '0|CheckMacValue Error');
    if (form.RtnCode !== RTN_PAID || !form.MerchantTradeNo) {
      request.log.warn({ merchantTradeNo: form.MerchantTradeNo, rtnCode: form.RtnCode }, 'ECPay reported an unpaid safety payment result');
      return answer(reply, 200, '1|OK');
    }
    if (form.SimulatePaid === '1' && !ecpay.acceptSimulated) return answer(reply, 200, '1|OK');
    const outcome = await pay.ecpayPaid(form.MerchantTradeNo, Number(form.TradeAmt), form.TradeNo ?? '', parseEcpayTime(form.PaymentDate) ?? new Date());
    if (outcome === 'unknown') request.log.warn({ merchantTradeNo: form.MerchantTradeNo }, 'ECPay payment for an unknown safety payment order');
    return answer(reply, 200, '1|OK');
  });

  app.post(SAFETY_PAY_CALLBACK_PATHS.cardNotify, async (request, reply) => {
    const id = reference((request.body as { rec_trade_id?: unknown } | null)?.rec_trade_id);
    const settled = id ? await pay.completeCard(id) : null;
    return reply.code(settled ? 200 : 404).send({ status: settled ? 'Success' : 'Error' });
  });

  app.get(SAFETY_PAY_CALLBACK_PATHS.cardReturn, async (request, reply) => {
    const query = request.query as { rec_trade_id?: unknown; payment_intent?: unknown };
    const id = reference(query.rec_trade_id) ?? reference(query.payment_intent);
    const settled = id ? await pay.completeCard(id) : null;
    return reply.redirect(settled ? `/safety-payments/${settled.pid}` : '/safety-payments', 302);
  });
};
