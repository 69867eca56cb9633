/**
 * The account application a pro sends before the marketplace may pay money out to them (spec
 * section 2 `charge_application/{type}`): who receives it (a person or a company) and into which
 * bank account. An operator approves or rejects it; only an approved one lets payments reach the pro.
 */
export const ChargeApplicationStatus = {
  Pending: 1,
  Approved: 2,
  Rejected: 3,
} as const;
export type ChargeApplicationStatusValue = (typeof ChargeApplicationStatus)[keyof typeof ChargeApplicationStatus];
export const CHARGE_APPLICATION_STATUSES = Object.values(ChargeApplicationStatus) as ChargeApplicationStatusValue[];

/** zh-TW texts of the statuses, for the pro's screen and the console. */
export const CHARGE_APPLICATION_STATUS_TEXT: Record<ChargeApplicationStatusValue, string> = {
  [ChargeApplicationStatus.Pending]: '審核中',
  [ChargeApplicationStatus.Approved]: '已通過',
  [ChargeApplicationStatus.Rejected]: '已退件',
};

/** Who receives the money: the pro as a person (national ID) or their company (統一編號). */
export const CHARGE_APPLICATION_TYPES = ['personal', 'company'] as const;
export type ChargeApplicationType = (typeof CHARGE_APPLICATION_TYPES)[number];

export function isChargeApplicationType(value: unknown): value is ChargeApplicationType {
  return typeof value === 'string' && (CHARGE_APPLICATION_TYPES as readonly string[]).includes(value);
}

/** What happens to an application: the pro submits (or resubmits after a rejection), an operator approves or rejects. */
export type ChargeApplicationAction = 'submit' | 'resubmit' | 'approve' | 'reject';

/**
 * The one transition function of the application: the status after `action` from `current`
 * (null: the pro has none yet), or null when the action is not allowed there. A pending
 * application waits for its decision; an approved one stays approved; a rejected one may be
 * sent again, and is pending once more.
 */
export function nextChargeApplicationStatus(current: ChargeApplicationStatusValue | null, action: ChargeApplicationAction): ChargeApplicationStatusValue | null {
  switch (action) {
    case 'submit':
      return current === null ? ChargeApplicationStatus.Pending : null;
    case 'resubmit':
      return current === ChargeApplicationStatus.Rejected ? ChargeApplicationStatus.Pending : null;
    case 'approve':
      return current === ChargeApplicationStatus.Pending ? ChargeApplicationStatus.Approved : null;
    case 'reject':
      return current === ChargeApplicationStatus.Pending ? ChargeApplicationStatus.Rejected : null;
  }
}

/** Documents one application holds (the ID card or registration, the bank book's cover). */
export const CHARGE_APPLICATION_DOCUMENTS_MAX = 5;
export const HOLDER_NAME_MAX = 60;
export const COMPANY_NAME_MAX = 100;
export const CHARGE_REJECT_REASON_MAX = 500;
/** Characters shown at the end of a masked identity or account number. */
export const MASK_KEEP_LAST = 4;
