import { randomInt } from 'node:crypto';

/**
 * Passwords an administrator reads out or pastes to a user once. No look-alike characters
 * (0/O, 1/l/I), so it survives being read aloud; 14 characters from 56 give about 80 bits,
 * and it always has a lower-case and an upper-case letter and a digit, so it meets the
 * password rules a user's own choice must meet.
 */
const LOWER = 'abcdefghijkmnpqrstuvwxyz';
const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITS = '23456789';
const ALL = LOWER + UPPER + DIGITS;
export const TEMPORARY_PASSWORD_LENGTH = 14;

const pick = (alphabet: string) => alphabet[randomInt(alphabet.length)]!;

export function generateTemporaryPassword(): string {
  const characters = [pick(LOWER), pick(UPPER), pick(DIGITS)];
  while (characters.length < TEMPORARY_PASSWORD_LENGTH) characters.push(pick(ALL));
  // Fisher–Yates, so the required classes are not always in front.
  for (let index = characters.length - 1; index > 0; index -= 1) {
    const other = randomInt(index + 1);
    [characters[index], characters[other]] = [characters[other]!, characters[index]!];
  }
  return characters.join('');
}
