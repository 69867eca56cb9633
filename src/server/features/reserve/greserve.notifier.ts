import { formatTaipei } from '../../../domain/time';
import type { Messaging } from '../../adapters/messaging/messaging';
import type { BackgroundTasks } from '../../lib/background-tasks';
import type { GreserveEventRow } from './reserve.repository';

/** A Taiwan mobile number as the SMS senders take it (+8869xxxxxxxx); others are not texted. */
const TAIWAN_MOBILE = /^\+8869\d{8}$/;

/** The consumer's link to a maps booking (service/{id}/reserve/{googleReserveId} with its hash). */
export function consumerLinkOf(publicUrl: string, row: Pick<GreserveEventRow, 'id' | 'quote_service_id' | 'hash'>): string {
  return `${publicUrl}/service/${row.quote_service_id}/reserve/${row.id}?h=${row.hash}`;
}

/**
 * Tells the consumer of a maps booking what happened to it, by e-mail and SMS after the answer
 * (the maps service tells him of the booking itself; these carry the link to see it here).
 */
export class GreserveNotifier {
  constructor(private readonly deps: { messaging: Messaging; background: BackgroundTasks; publicUrl: string }) {}

  booked(row: GreserveEventRow): void {
    if (!row.email) return;
    const link = consumerLinkOf(this.deps.publicUrl, row);
    this.deps.background.run('maps booking mail', () =>
      this.deps.messaging.sendEmail({
        to: row.email,
        subject: `您已預約「${row.service_title}」`,
        text: `您好，您在 ${formatTaipei(row.begin_time)} 預約了 ${row.pro_name} 的「${row.service_title}」。\n查看預約：${link}`,
      }),
    );
  }

  /** The pro cancelled: the consumer hears why, by e-mail and by SMS where he gave a number. */
  cancelledByPro(row: GreserveEventRow, reason: string): void {
    const link = consumerLinkOf(this.deps.publicUrl, row);
    const when = formatTaipei(row.begin_time);
    if (row.email) {
      this.deps.background.run('maps booking cancel mail', () =>
        this.deps.messaging.sendEmail({
          to: row.email,
          subject: `您的預約「${row.service_title}」已被取消`,
          text: `您好，${row.pro_name} 取消了您在 ${when} 的預約「${row.service_title}」。\n原因：${reason}\n查看預約：${link}`,
        }),
      );
    }
    if (TAIWAN_MOBILE.test(row.consumer_phone)) {
      this.deps.background.run('maps booking cancel sms', () =>
        this.deps.messaging.sendSms({ to: row.consumer_phone, text: `您在 ${when} 的預約已被專家取消：${link}` }),
      );
    }
  }
}
