import type { BulletinView } from '@lyp/shared/auction/bulletin.schemas';
import { sql } from 'drizzle-orm';
import { dataOf } from './answers';
import { lotInput } from './auction-fixtures';
import type { TestApp } from './test-app';

export { errorOf, type ErrorAnswer } from './answers';

/** Bulletins in a chosen state through the real seller and auditor calls, and what the database holds. */

export function bulletinBody(t: TestApp, overrides: Record<string, unknown> = {}) {
  return {
    title: '华东再生资源废钢竞价公告',
    bodyHtml: '<p>详见附件</p>',
    lots: [lotInput(t)],
    ...overrides,
  };
}

export async function addDraft(
  t: TestApp,
  sellerToken: string,
  overrides: Record<string, unknown> = {},
): Promise<BulletinView> {
  return dataOf<BulletinView>(
    await t.call('POST', 'bulletinAdd', { token: sellerToken, body: bulletinBody(t, overrides) }),
  );
}

export async function addSubmitted(t: TestApp, sellerToken: string, overrides: Record<string, unknown> = {}) {
  const draft = await addDraft(t, sellerToken, overrides);
  return dataOf<BulletinView>(
    await t.call('POST', 'bulletinCommit', { token: sellerToken, params: { id: draft.id } }),
  );
}

export async function addPublished(
  t: TestApp,
  tokens: { seller: string; auditor: string },
  overrides: Record<string, unknown> = {},
) {
  const submitted = await addSubmitted(t, tokens.seller, overrides);
  return dataOf<BulletinView>(
    await t.call('POST', 'auditAdd', {
      token: tokens.auditor,
      body: { bulletinId: submitted.id, approved: true },
    }),
  );
}

/** The stored state of a bulletin and its lots, to show a refused call changed nothing. */
export async function storedBulletin(t: TestApp, id: number) {
  const { rows } = await t.database.db.execute<{
    status: string;
    title: string;
    updated_at: Date;
    lot_statuses: string[] | null;
    lot_ids: number[] | null;
  }>(sql`
    select b.status, b.title, b.updated_at,
           array_agg(l.status order by l.seq) filter (where l.id is not null) as lot_statuses,
           array_agg(l.id order by l.seq) filter (where l.id is not null) as lot_ids
      from bulletins b left join lots l on l.bulletin_id = b.id
     where b.id = ${id}
     group by b.id`);
  return rows[0];
}

/** Sets a bulletin's status directly, for states only time or closing would reach. */
export async function forceBulletinStatus(t: TestApp, id: number, status: string) {
  await t.database.db.execute(sql`update bulletins set status = ${status} where id = ${id}`);
}
