import type { AuditFilter } from './api/ops-audit';

export const AUDIT_FILTER_KEYS = ['operator_id', 'action', 'target_type', 'target_id', 'from', 'to'] as const;
export type AuditFilterKey = (typeof AUDIT_FILTER_KEYS)[number];
/** The filter form's values, as typed. */
export type AuditFormValues = Record<AuditFilterKey, string>;

export const EMPTY_AUDIT_FORM: AuditFormValues = { operator_id: '', action: '', target_type: '', target_id: '', from: '', to: '' };

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const POSITIVE_INT = /^[1-9]\d*$/;

/** The filters and page a console URL's query string holds (what it can read; anything malformed is left out). */
export function auditStateFromSearch(search: string): { form: AuditFormValues; page: number } {
  const query = new URLSearchParams(search);
  const form = { ...EMPTY_AUDIT_FORM };
  for (const key of AUDIT_FILTER_KEYS) form[key] = query.get(key)?.trim() ?? '';
  const page = Number(query.get('page'));
  return { form, page: Number.isSafeInteger(page) && page > 0 ? page : 1 };
}

/** The query string of the console's audit URL for these filters and page (page 1 is left out). */
export function auditSearch(form: AuditFormValues, page: number): string {
  const query = new URLSearchParams();
  for (const key of AUDIT_FILTER_KEYS) if (form[key].trim() !== '') query.set(key, form[key].trim());
  if (page > 1) query.set('page', String(page));
  const text = query.toString();
  return text ? `?${text}` : '';
}

/** i18n keys of the filters that cannot be sent as they are. */
export function auditFormErrors(form: AuditFormValues): Partial<Record<AuditFilterKey, string>> {
  const errors: Partial<Record<AuditFilterKey, string>> = {};
  if (form.operator_id.trim() !== '' && !POSITIVE_INT.test(form.operator_id.trim())) errors.operator_id = 'ops>audit>operatorIdInvalid';
  if (DATE.test(form.from) && DATE.test(form.to) && form.to < form.from) errors.to = 'ops>audit>rangeInvalid';
  return errors;
}

/** The call's filters: only what is filled in and well formed. */
export function auditFilterOf(form: AuditFormValues): AuditFilter {
  const filter: AuditFilter = {};
  const id = form.operator_id.trim();
  if (POSITIVE_INT.test(id)) filter.operator_id = Number(id);
  for (const key of ['action', 'target_type', 'target_id'] as const) if (form[key].trim() !== '') filter[key] = form[key].trim();
  if (DATE.test(form.from)) filter.from = form.from;
  if (DATE.test(form.to)) filter.to = form.to;
  return filter;
}
