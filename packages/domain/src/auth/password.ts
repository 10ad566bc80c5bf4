import { PASSWORD_MAX, PASSWORD_MIN } from '../limits';

/** spec-business §5: upper and lower case letters, digits and special characters, at least 8. */
export function isStrongPassword(pw: string): boolean {
  return (
    pw.length >= PASSWORD_MIN &&
    pw.length <= PASSWORD_MAX &&
    /[A-Z]/.test(pw) &&
    /[a-z]/.test(pw) &&
    /\d/.test(pw) &&
    /[^A-Za-z0-9\s]/.test(pw)
  );
}
