/** The e-mail rule lives with the other account rules; this path is kept for its importers. */
export { EMAIL_MAX_LENGTH, EMAIL_RULE_MESSAGE as EMAIL_INVALID_MESSAGE, emailSchema, isValidEmail as isEmail } from './account-rules';
