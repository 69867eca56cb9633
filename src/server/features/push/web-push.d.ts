// The part of web-push 3.6.7 (which ships no types) that the push sender uses.
declare module 'web-push' {
  export interface PushSubscription {
    endpoint: string;
    keys: { p256dh: string; auth: string };
  }
  export interface SendResult {
    statusCode: number;
    body: string;
    headers: Record<string, string>;
  }
  export interface RequestOptions {
    vapidDetails?: { subject: string; publicKey: string; privateKey: string };
    TTL?: number;
    contentEncoding?: 'aes128gcm' | 'aesgcm';
    urgency?: 'very-low' | 'low' | 'normal' | 'high';
    timeout?: number;
  }
  export class WebPushError extends Error {
    statusCode: number;
    body: string;
    endpoint: string;
  }
  export function sendNotification(subscription: PushSubscription, payload?: string | Buffer | null, options?: RequestOptions): Promise<SendResult>;
  export function generateVAPIDKeys(): { publicKey: string; privateKey: string };
  export interface RequestDetails {
    method: 'POST';
    headers: Record<string, string | number>;
    body: Buffer | null;
    endpoint: string;
  }
  export function generateRequestDetails(subscription: PushSubscription, payload?: string | Buffer | null, options?: RequestOptions): RequestDetails;
  const webPush: {
    sendNotification: typeof sendNotification;
    generateRequestDetails: typeof generateRequestDetails;
    generateVAPIDKeys: typeof generateVAPIDKeys;
    WebPushError: typeof WebPushError;
  };
  export default webPush;
}
