/**
 * The street part of a Taiwanese address (路名、巷弄、門牌), typed under a city and a district
 * chosen from the bundled list: what the request form and the service's base address take.
 */
export const STREET_MIN = 2;
// As long as the request form's address (ADDRESS_MAX of domain/requests/address.ts) and the base_address column.
export const STREET_MAX = 200;

/**
 * Letters (Chinese included), digits, spaces and the punctuation addresses use: - 、 , . ( ) #
 * / ~ : and their full-width forms. No markup or symbols such as < > { } ; " ' ` \ @ $ % * = | [ ].
 */
const STREET_CHARACTERS = /^[\p{L}\p{N}\p{M} \u3000\-－—–、,，.．。()（）#＃/／~～:：]+$/u;

export type StreetProblem = 'required' | 'tooShort' | 'tooLong' | 'characters';

/** What is wrong with a street, or null; an empty one is only a problem when it is required. */
export function streetProblem(value: string, required: boolean): StreetProblem | null {
  const street = value.trim();
  if (street === '') return required ? 'required' : null;
  if ([...street].length < STREET_MIN) return 'tooShort';
  if ([...street].length > STREET_MAX) return 'tooLong';
  if (!STREET_CHARACTERS.test(street)) return 'characters';
  return null;
}

/** The server's zh-TW message for a problem, naming the field. */
export const STREET_PROBLEM_MESSAGES: Record<StreetProblem, string> = {
  required: '請填寫地址的路名與門牌（例如：市府路45號）',
  tooShort: `地址的路名與門牌至少 ${STREET_MIN} 個字`,
  tooLong: `地址的路名與門牌請在 ${STREET_MAX} 字以內`,
  characters: '地址的路名與門牌只能有文字、數字、空格與 - 、 , . ( ) # / 等符號',
};
