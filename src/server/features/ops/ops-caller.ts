import type { Operator } from '../../../domain/ops/ops.contract';

/** Who does a console action and from where: what every audit entry records. */
export interface OpsCaller {
  operator: Operator;
  /** The console session (undefined for the command line). */
  sessionId?: number;
  /** When the console session ends (undefined for the command line). */
  expires?: Date;
  /** The app clock's time of the request: when the audit entries say it happened. */
  now: Date;
  ip: string | null;
  userAgent: string | null;
}
