import type { Kysely } from 'kysely';
import { waitText } from '../../../domain/users/auth-limits';
import { AppError } from '../../../domain/errors/app-error';
import { ErrorText } from '../../../domain/errors/codes';
import { SERVICE_REPORTS_PER_USER, type ServiceReportBody } from '../../../domain/service-reports/service-report.schema';
import type { Clock } from '../../adapters/clock';
import type { Database } from '../../db/schema';
import type { Throttle } from '../../lib/throttle';
import { insertServiceReport, publicServiceTitle } from './service-reports.repository';

export interface ServiceReportsDeps {
  db: Kysely<Database>;
  throttle: Throttle;
  clock: Clock;
}

export const SERVICE_NOT_FOUND_TEXT = '找不到這個服務。';

/**
 * Reports on a pro's public profile. They go to the console's service reports queue, where trust
 * & safety dismisses them or hides the service (ops-service-reports), and can sanction the pro.
 */
export class ServiceReportsService {
  constructor(private readonly deps: ServiceReportsDeps) {}

  /** Counts the report against the reporter, checks the service is public, and files it. */
  async report(userId: number, serviceId: number, body: ServiceReportBody): Promise<{ id: number }> {
    const { db, throttle, clock } = this.deps;
    const title = await publicServiceTitle(db, serviceId);
    if (title === undefined) throw AppError.notFound(SERVICE_NOT_FOUND_TEXT);
    const hit = await throttle.hit(SERVICE_REPORTS_PER_USER, String(userId));
    if (!hit.allowed) {
      throw new AppError('rate_limited', ErrorText.RateLimited, `檢舉次數過多，請在 ${waitText(hit.retryAfter)}後再試。`, { retryAfterSeconds: hit.retryAfter });
    }
    const id = await insertServiceReport(db, { userId, serviceId, reason: body.reason, text: body.text }, clock.now());
    return { id };
  }
}
