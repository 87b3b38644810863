import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addMember } from '../../test/bidder-fixtures';
import { freshIdNumber } from '../../test/id-number-fixtures';
import { testIdNumbers } from '../../test/test-secret';
import { protectLegacyIdNumbers } from './protect-legacy-id-numbers';
import { certifications } from './schema';
import { useTestApp } from '../../test/use-test-app';

describe('ID numbers stored readable before they were protected', () => {
  const { t } = useTestApp();

  /** A certification as an older version stored it: the number in the clear, nothing else. */
  async function legacyCertification(idNumber: string, status: 'pending' | 'approved' | 'rejected') {
    const member = await addMember(t, { role: 'buyer' });
    const now = t.clock.now();
    await t.database.db.insert(certifications).values({
      userId: member.userId,
      kind: 'personal',
      status,
      subjectName: '旧数据用户',
      legacyIdNumber: idNumber,
      submittedAt: now,
      createdAt: now,
      updatedAt: now,
    });
    return member.userId;
  }

  it('become a hash, a masked and a sealed form at start-up, and two accounts sharing one both stay, the later flagged', async () => {
    const shared = freshIdNumber();
    const own = freshIdNumber();
    const earlier = await legacyCertification(shared, 'approved');
    t.clock.advance(1000);
    const later = await legacyCertification(shared, 'approved');
    const alone = await legacyCertification(own, 'rejected');

    expect(await protectLegacyIdNumbers(t.database, testIdNumbers)).toBe(3);

    const rows = await t.database.db
      .select()
      .from(certifications)
      .where(inArray(certifications.userId, [earlier, later, alone]));
    const byUser = new Map(rows.map((row) => [row.userId, row]));
    for (const row of rows) {
      expect(row.legacyIdNumber).toBeNull();
      expect(testIdNumbers.open(row.idNumberSealed!)).toBe(row.userId === alone ? own : shared);
    }
    expect(byUser.get(earlier)).toMatchObject({
      idNumberHash: testIdNumbers.hash(shared),
      duplicateAllowed: false,
      status: 'approved',
    });
    expect(byUser.get(later)).toMatchObject({
      idNumberHash: testIdNumbers.hash(shared),
      duplicateAllowed: true,
      status: 'approved',
    });
    expect(byUser.get(alone)).toMatchObject({
      idNumberMasked: `${own.slice(0, 6)}********${own.slice(14)}`,
      duplicateAllowed: false,
    });

    // Done once: the next start finds nothing to do.
    expect(await protectLegacyIdNumbers(t.database, testIdNumbers)).toBe(0);
    const [unchanged] = await t.database.db
      .select()
      .from(certifications)
      .where(eq(certifications.userId, earlier));
    expect(unchanged!.idNumberSealed).toBe(byUser.get(earlier)!.idNumberSealed);
  });
});
