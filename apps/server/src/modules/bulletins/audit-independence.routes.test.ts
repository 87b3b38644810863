import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { dataOf, useAuctionApp } from '../../../test/auction-fixtures';
import { addPublished, addSubmitted, errorOf, storedBulletin } from '../../../test/bulletin-fixtures';
import { addMember } from '../../../test/org-fixtures';
import { userOrganisations } from '../../db/schema';

const { t, tokens } = useAuctionApp();

const OWN_BULLETIN = {
  status: 403,
  error: 'AUDIT_OWN_BULLETIN',
  msg: '您是该公告委托方（江苏华东再生资源有限公司）的成员，不能审核本组织的公告，请由其他审核人员处理',
};

/** An auditor who also belongs to the bulletin's selling company, acting for their own organisation. */
async function insiderOf(bulletinId: number, role: 'auditor' | 'admin' = 'auditor') {
  const insider = await addMember(t, { role });
  const [bulletin] = (
    await t.database.db.execute<{ seller_org_id: number }>(
      sql`select seller_org_id from bulletins where id = ${bulletinId}`,
    )
  ).rows;
  await t.database.db.insert(userOrganisations).values({
    userId: insider.userId,
    orgId: bulletin!.seller_org_id,
    isDefault: false,
    createdAt: t.clock.now(),
  });
  return insider;
}
const auditTrail = async (bulletinId: number) =>
  (
    await t.database.db.execute<{ action: string }>(
      sql`select action from bulletin_audits where bulletin_id = ${bulletinId} and action <> 'submit' order by id`,
    )
  ).rows.map((row) => row.action);

describe('an auditor of the selling organisation', () => {
  it.each(['auditor', 'admin'] as const)(
    'as %s may neither approve nor reject its bulletin, which waits for someone independent',
    async (role) => {
      const submitted = await addSubmitted(t, tokens.seller);
      const insider = await insiderOf(submitted.id, role);
      for (const decision of [{ approved: true }, { approved: false, reason: '附件不清晰' }]) {
        const response = await t.call('POST', 'auditAdd', {
          token: insider.token,
          body: { bulletinId: submitted.id, ...decision },
        });
        expect(errorOf(response)).toMatchObject(OWN_BULLETIN);
      }
      expect((await storedBulletin(t, submitted.id))?.status).toBe('submitted');
      expect(await auditTrail(submitted.id)).toEqual([]);
      dataOf(
        await t.call('POST', 'auditAdd', {
          token: tokens.auditor,
          body: { bulletinId: submitted.id, approved: true },
        }),
      );
      expect(await auditTrail(submitted.id)).toEqual(['approve']);
    },
  );

  it('may not take its published bulletin down either', async () => {
    const published = await addPublished(t, tokens);
    const insider = await insiderOf(published.id);
    const response = await t.call('POST', 'auditRevoke', {
      token: insider.token,
      body: { bulletinId: published.id, reason: '标的权属存在争议' },
    });
    expect(errorOf(response)).toMatchObject(OWN_BULLETIN);
    expect(await storedBulletin(t, published.id)).toMatchObject({
      status: 'published',
      lot_statuses: ['scheduled'],
    });
  });
});
