import { randomInt } from 'node:crypto';
import { INITIAL_PASSWORD_LENGTH, isStrongPassword } from '@fieldline/domain';

const SETS = ['ABCDEFGHJKLMNPQRSTUVWXYZ', 'abcdefghijkmnpqrstuvwxyz', '23456789', '#@$%&*!?+='];
const ALL = SETS.join('');

/** A random initial password that passes the strength rule: one of each class, the rest from all. */
export function generatePassword(length = INITIAL_PASSWORD_LENGTH): string {
  const chars = SETS.map((s) => s[randomInt(s.length)]!);
  while (chars.length < length) chars.push(ALL[randomInt(ALL.length)]!);
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j]!, chars[i]!];
  }
  const pw = chars.join('');
  return isStrongPassword(pw) ? pw : generatePassword(length);
}
