import { MESSAGE_MAX_LENGTH } from './messages.contract';

/** Why a message's text cannot be sent: nothing but white space, or longer than MESSAGE_MAX_LENGTH. */
export type MessageTextProblem = 'empty' | 'too_long';

/**
 * A message's text as it is stored (trimmed), or its problem. Length counts characters (code
 * points), so a character outside the BMP counts once. Each kind of message turns the problem
 * into its own error.
 */
export function checkMessageText(value: unknown): { ok: true; text: string } | { ok: false; problem: MessageTextProblem } {
  const text = typeof value === 'string' ? value.trim() : '';
  if (text === '') return { ok: false, problem: 'empty' };
  if ([...text].length > MESSAGE_MAX_LENGTH) return { ok: false, problem: 'too_long' };
  return { ok: true, text };
}
