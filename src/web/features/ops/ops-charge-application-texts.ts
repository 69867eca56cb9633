import { ChargeApplicationStatus } from '../../../domain/charge-applications/charge-application-status';
import { CHARGE_APPLICATIONS_QUEUE, queueStatusText } from '../../../domain/ops/queues';
import type { OpsChargeApplicationItem } from './api/charge-applications';

/** The zh-TW name of an application's type, as the queue's type filter names it. */
export function chargeApplicationTypeText(type: OpsChargeApplicationItem['type']): string {
  return CHARGE_APPLICATIONS_QUEUE.filters.find((f) => f.key === 'type')?.options.find((o) => o.value === type)?.text ?? type;
}

export const chargeApplicationStatusText = (status: number) => queueStatusText(CHARGE_APPLICATIONS_QUEUE, status);

export const isPendingApplication = (a: Pick<OpsChargeApplicationItem, 'status'>) => a.status === ChargeApplicationStatus.Pending;

/** The bank as one line: code, name, branch. */
export const bankLine = (a: Pick<OpsChargeApplicationItem, 'bank_code' | 'bank_name' | 'bank_branch'>) =>
  `${a.bank_code} ${a.bank_name ?? ''} / ${a.bank_branch}`.replace(/\s+\//, ' /');
