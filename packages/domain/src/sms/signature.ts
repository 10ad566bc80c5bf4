/**
 * The SMS signature rules of spec-business §5: 2 to 8 characters, no website addresses, no special
 * or bracket symbols, no sensitive words. One function, used by the server (the coded refusal) and
 * by the form (the same message while typing).
 */
export const SMS_SIGNATURE_MIN = 2;
export const SMS_SIGNATURE_MAX = 8;

/**
 * Words an SMS signature may not contain. The carriers' own lists are not public; this is the set
 * their published signature rules name (state bodies and the word "China", test signatures, the
 * carriers and the big platforms, finance and gambling terms) — see docs/decisions.md "SMS
 * signatures". Compared case-insensitively; a real gateway's own review still applies on top.
 */
export const SMS_SENSITIVE_WORDS = [
  '中国',
  '中华',
  '国家',
  '国务院',
  '政府',
  '官方',
  '公安',
  '法院',
  '检察',
  '军队',
  '测试',
  'test',
  '移动',
  '联通',
  '电信',
  '10086',
  '10010',
  '微信',
  '腾讯',
  '支付宝',
  '淘宝',
  '阿里巴巴',
  '银行',
  '证券',
  '贷款',
  '发票',
  '彩票',
  '博彩',
  '赌',
  '色情',
] as const;

const WEB_ADDRESS =
  /(https?:|www\.|:\/\/|[a-z0-9-]+\.(com|cn|net|org|gov|edu|top|xyz|info|io|cc|vip|shop|site|club|me|tv|biz)\b)/i;
/** ASCII and CJK brackets of every kind. */
const BRACKETS = /[()[\]{}<>（）【】［］｛｝〈〉《》「」『』〔〕〖〗]/;
/** What a signature is made of: Chinese characters, Latin letters and digits; anything else is a symbol. */
const ALLOWED = /^[\p{Script=Han}A-Za-z0-9]+$/u;

export type SmsSignatureProblem =
  | { rule: 'length' }
  | { rule: 'webAddress' }
  | { rule: 'brackets' }
  | { rule: 'specialSymbols' }
  | { rule: 'sensitiveWord'; word: string };

/** The first rule `name` breaks (checked in this order), or null when it may be submitted. */
export function smsSignatureProblem(name: string): SmsSignatureProblem | null {
  const text = name.trim();
  const length = [...text].length;
  if (length < SMS_SIGNATURE_MIN || length > SMS_SIGNATURE_MAX) return { rule: 'length' };
  if (WEB_ADDRESS.test(text)) return { rule: 'webAddress' };
  if (BRACKETS.test(text)) return { rule: 'brackets' };
  if (!ALLOWED.test(text)) return { rule: 'specialSymbols' };
  const lower = text.toLowerCase();
  const word = SMS_SENSITIVE_WORDS.find((w) => lower.includes(w));
  if (word) return { rule: 'sensitiveWord', word };
  return null;
}
