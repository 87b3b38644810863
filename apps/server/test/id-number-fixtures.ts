import { randomInt } from 'node:crypto';
import { idNumberCheckCharacter } from '@lyp/shared/account/id-number';

let issued = 0;

/**
 * A valid ID number (GB 11643) no other test uses: one person, one bidder, so two accounts in a
 * test may not share one. Born on a different day of 1970–2005 each time, with a random serial.
 */
export function freshIdNumber(): string {
  issued += 1;
  const birth = new Date(Date.UTC(1970, 0, 1) + ((issued * 7919 + randomInt(12_000)) % 12_700) * 86_400_000);
  const day = birth.toISOString().slice(0, 10).replaceAll('-', '');
  const first17 = `320106${day}${String(randomInt(1000)).padStart(3, '0')}`;
  return `${first17}${idNumberCheckCharacter(first17)}`;
}
