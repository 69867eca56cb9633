import { toLocalMobile } from '../../../domain/users/phone';
import type { SmsMessage, SmsSender } from './messaging';

export interface Every8dOptions {
  /** Account id (UID) and password (PWD) of the EVERY8D account. */
  uid: string;
  pwd: string;
  /** https://api.e8d.tw, or a local fake in tests. */
  baseUrl: string;
  /** Subject kept in the provider's records only (SB); never shown to the recipient. */
  subject?: string;
}

/** What EVERY8D answers to a send: `CREDIT,SENDED,COST,UNSEND,BATCH_ID`. */
export interface Every8dReceipt {
  credit: number;
  sent: number;
  cost: number;
  unsent: number;
  batchId: string;
}

/** The provider refused or failed a send; `code` is its negative error code when it gave one. */
export class Every8dError extends Error {
  constructor(
    message: string,
    readonly code?: number,
  ) {
    super(message);
    this.name = 'Every8dError';
  }
}

const SEND_PATH = '/API21/HTTP/sendSMS.ashx';
const TIMEOUT_MS = 15_000;
// Codes are valid for 10 minutes; a message the network cannot deliver by then is useless.
const RETRY_MINUTES = '10';

/** Reads the plain-text answer of API21 sendSMS: a receipt, or `-code,message` on failure. */
export function parseEvery8dAnswer(answer: string): Every8dReceipt {
  const text = answer.trim();
  if (text.startsWith('-')) {
    const code = Number(text.split(',')[0]);
    throw new Every8dError(`EVERY8D refused the message: ${text.slice(0, 200)}`, Number.isNaN(code) ? undefined : code);
  }
  const parts = text.split(',');
  const [credit, sent, cost, unsent, batchId] = parts;
  if (parts.length !== 5 || !batchId || [credit, sent, cost, unsent].some((v) => v === undefined || Number.isNaN(Number(v)))) {
    throw new Every8dError(`EVERY8D gave an answer it does not document: ${text.slice(0, 200)}`);
  }
  return { credit: Number(credit), sent: Number(sent), cost: Number(cost), unsent: Number(unsent), batchId };
}

/**
 * Production SMS through EVERY8D (互動資通) HTTP API 2.1. Its HTTP API has no voice calls, so a
 * voice code is sent as an SMS with the same text: the person still gets the code, on screen.
 */
export class Every8dSmsSender implements SmsSender {
  constructor(private readonly options: Every8dOptions) {}

  async sendSms({ to, text }: SmsMessage): Promise<void> {
    const receipt = await this.send(toLocalMobile(to), text);
    if (receipt.unsent > 0 || receipt.sent < 1) {
      throw new Every8dError(`EVERY8D did not send the message (credit ${receipt.credit}, unsent ${receipt.unsent})`);
    }
  }

  /** One API21 sendSMS call to one number (09xxxxxxxx); ST empty means "now". */
  async send(localNumber: string, text: string): Promise<Every8dReceipt> {
    const form = new URLSearchParams({
      UID: this.options.uid,
      PWD: this.options.pwd,
      SB: this.options.subject ?? '',
      MSG: text,
      DEST: localNumber,
      ST: '',
      RETRYTIME: RETRY_MINUTES,
    });
    const response = await fetch(`${this.options.baseUrl.replace(/\/$/, '')}${SEND_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' },
      body: form.toString(),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const answer = await response.text();
    if (!response.ok) throw new Every8dError(`EVERY8D answered HTTP ${response.status}`);
    return parseEvery8dAnswer(answer);
  }
}
