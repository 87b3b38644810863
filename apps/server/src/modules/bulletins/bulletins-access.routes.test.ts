import type { ApiPathName } from '@lyp/shared/api/paths';
import type { BulletinView, LotViewing } from '@lyp/shared/auction/bulletin.schemas';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { dataOf, lotInput, useAuctionApp } from '../../../test/auction-fixtures';
import {
  addDraft,
  addPublished,
  addSubmitted,
  bulletinBody,
  errorOf,
  storedBulletin,
} from '../../../test/bulletin-fixtures';
import { addMember, addSeller, sellerInSecondCompany } from '../../../test/org-fixtures';
import { uploadSample } from '../../../test/upload-fixtures';
import { HOUR_MS } from '../../lib/clock';

const { t, tokens } = useAuctionApp({ accessTokenTtlSeconds: 30 * 24 * 3600, resetClock: false });
/** The demo seller's bulletins in three states, a viewing and a list of specified bidders. */
let own: {
  draft: BulletinView;
  submitted: BulletinView;
  published: BulletinView;
  lotId: number;
  viewing: LotViewing;
};

beforeAll(async () => {
  const draft = await addDraft(t, tokens.seller, { lots: [lotInput(t, { restricted: true })] });
  const lotId = draft.lots[0]!.id;
  const viewing = dataOf<LotViewing>(
    await t.call('POST', 'guardGoodsAdd', {
      token: tokens.seller,
      body: {
        lotId,
        startsAt: new Date(t.clock.now().getTime() + HOUR_MS).toISOString(),
        endsAt: new Date(t.clock.now().getTime() + 2 * HOUR_MS).toISOString(),
        address: '仓库 1 号门',
        contactPerson: '张伟',
        contactPhone: '13800000002',
      },
    }),
  );
  dataOf(
    await t.call('POST', 'specifyUserSave', {
      token: tokens.seller,
      body: { lotId, phones: ['13800000001'] },
    }),
  );
  own = {
    draft,
    submitted: await addSubmitted(t, tokens.seller),
    published: await addPublished(t, tokens),
    lotId,
    viewing,
  };
});

/** Everything the demo seller's records hold, to show that a refused call changed nothing. */
async function snapshot() {
  const { db } = t.database;
  return {
    draft: await storedBulletin(t, own.draft.id),
    submitted: await storedBulletin(t, own.submitted.id),
    published: await storedBulletin(t, own.published.id),
    viewings: (await db.execute(sql`select * from lot_viewings where lot_id = ${own.lotId}`)).rows,
    bidders: (await db.execute(sql`select user_id from lot_specified_bidders where lot_id = ${own.lotId}`))
      .rows,
    bulletins: (await db.execute(sql`select count(*) from bulletins`)).rows,
  };
}

describe('another organisation’s bulletins', () => {
  const intruders: Array<[string, () => Promise<string>]> = [
    ['a seller of another company', async () => (await addSeller(t)).token],
    ['the same seller acting for their second company', async () => (await sellerInSecondCompany(t)).token],
  ];

  it.each(intruders)(
    'answer %s with 404 on every route, exactly like a missing record, and change nothing',
    async (_who, intruderToken) => {
      const token = await intruderToken();
      const before = await snapshot();
      const missing = {
        bulletin: (await t.call('GET', 'bulletinGet', { token, params: { id: 999_999 } })).json(),
        lot: (await t.call('POST', 'guardGoodsList', { token, body: { lotId: 999_999 } })).json(),
      };
      expect(missing.bulletin).toMatchObject({ error: 'BULLETIN_NOT_FOUND' });
      expect(missing.lot).toMatchObject({ error: 'LOT_NOT_FOUND' });

      const viewingBody = {
        startsAt: own.viewing.startsAt,
        endsAt: own.viewing.endsAt,
        address: '改走',
        contactPerson: '某人',
        contactPhone: '110',
      };
      const attempts: Array<[string, Promise<{ statusCode: number; json(): unknown }>, unknown]> = [
        ['get', t.call('GET', 'bulletinGet', { token, params: { id: own.draft.id } }), missing.bulletin],
        [
          'edit',
          t.call('POST', 'bulletinEdit', {
            token,
            body: { id: own.draft.id, ...bulletinBody(t, { title: '被改了' }) },
          }),
          missing.bulletin,
        ],
        [
          'commit',
          t.call('POST', 'bulletinCommit', { token, params: { id: own.draft.id } }),
          missing.bulletin,
        ],
        [
          'undo submitted',
          t.call('POST', 'bulletinUndo', { token, params: { id: own.submitted.id } }),
          missing.bulletin,
        ],
        [
          'undo published',
          t.call('POST', 'bulletinUndo', { token, params: { id: own.published.id } }),
          missing.bulletin,
        ],
        [
          'delete',
          t.call('POST', 'bulletinDelete', { token, params: { id: own.draft.id } }),
          missing.bulletin,
        ],
        [
          'list viewings',
          t.call('POST', 'guardGoodsList', { token, body: { lotId: own.lotId } }),
          missing.lot,
        ],
        [
          'add viewing',
          t.call('POST', 'guardGoodsAdd', { token, body: { lotId: own.lotId, ...viewingBody } }),
          missing.lot,
        ],
        [
          'save bidders',
          t.call('POST', 'specifyUserSave', { token, body: { lotId: own.lotId, phones: [] } }),
          missing.lot,
        ],
        [
          'list bidders',
          t.call('POST', 'specifyUserList', { token, body: { lotId: own.lotId } }),
          missing.lot,
        ],
      ];
      for (const [name, attempt, expected] of attempts) {
        const response = await attempt;
        expect(response.statusCode, name).toBe(404);
        expect(response.json(), name).toEqual(expected);
      }
      const editViewing = await t.call('POST', 'guardGoodsEdit', {
        token,
        body: { id: own.viewing.id, ...viewingBody },
      });
      expect(errorOf(editViewing)).toMatchObject({ status: 404, error: 'LOT_VIEWING_NOT_FOUND' });
      const listed = dataOf<{ total: number }>(
        await t.call('POST', 'bulletinList', { token, body: { keyword: own.draft.bulletinNo } }),
      );
      expect(listed.total).toBe(0);
      expect(await snapshot()).toEqual(before);
    },
  );

  it('cannot borrow the seller’s uploads for an own bulletin', async () => {
    const sellerFile = await uploadSample(t, tokens.seller, 'png', '样品.png');
    const other = await addSeller(t);
    const draft = await addDraft(t, other.token);
    const response = await t.call('POST', 'bulletinEdit', {
      token: other.token,
      body: { id: draft.id, ...bulletinBody(t, { attachmentFileIds: [sellerFile.id] }) },
    });
    expect(errorOf(response)).toMatchObject({ status: 404, error: 'FILE_NOT_FOUND' });
    expect(response.body).not.toContain('样品.png');
    expect(sellerFile.businessType).toBeNull();
    // Still the seller's, still free.
    dataOf(await t.call('POST', 'fileDelete', { token: tokens.seller, params: { id: sellerFile.id } }));
  });
});

describe('permissions on the seller routes', () => {
  const routes: Array<[ApiPathName, 'GET' | 'POST', string, () => Record<string, unknown>]> = [
    ['bulletinList', 'POST', '查看竞价公告', () => ({ body: {} })],
    ['bulletinGet', 'GET', '查看竞价公告', () => ({ params: { id: own.draft.id } })],
    ['bulletinAdd', 'POST', '新增竞价公告', () => ({ body: bulletinBody(t) })],
    ['bulletinEdit', 'POST', '编辑竞价公告', () => ({ body: { id: own.draft.id, ...bulletinBody(t) } })],
    ['bulletinCommit', 'POST', '提交竞价公告', () => ({ params: { id: own.draft.id } })],
    ['bulletinUndo', 'POST', '撤回竞价公告', () => ({ params: { id: own.submitted.id } })],
    ['bulletinDelete', 'POST', '删除竞价公告', () => ({ params: { id: own.draft.id } })],
    ['guardGoodsList', 'POST', '查看竞价公告', () => ({ body: { lotId: own.lotId } })],
    ['guardGoodsAdd', 'POST', '维护看货信息', () => ({ body: { lotId: own.lotId } })],
    ['guardGoodsEdit', 'POST', '维护看货信息', () => ({ body: { id: own.viewing.id } })],
    ['specifyUserSave', 'POST', '设置定向竞买人', () => ({ body: { lotId: own.lotId, phones: [] } })],
    ['specifyUserList', 'POST', '查看竞价公告', () => ({ body: { lotId: own.lotId } })],
  ];

  it('refuse buyers, auditors and users without a role with 403 naming the permission, and change nothing', async () => {
    const before = await snapshot();
    const roleless = await addMember(t, { role: null });
    for (const token of [tokens.buyer, tokens.auditor, roleless.token]) {
      for (const [path, method, label, options] of routes) {
        const response = await t.call(method, path, { token, ...options() });
        expect(errorOf(response), path).toMatchObject({
          status: 403,
          error: 'PERMISSION_DENIED',
          msg: `没有「${label}」权限，请联系管理员开通`,
        });
      }
    }
    expect(await snapshot()).toEqual(before);
  });

  it('refuse visitors with 401', async () => {
    for (const [path, method, , options] of routes) {
      expect(errorOf(await t.call(method, path, options())), path).toMatchObject({
        status: 401,
        error: 'UNAUTHENTICATED',
        msg: '登录已超时，请重新登录',
      });
    }
  });

  it('leave the commission to the platform: sellers get 403 and visitors 401', async () => {
    const body = { bulletinId: own.draft.id, commissionBps: 0 };
    expect(errorOf(await t.call('POST', 'commissionEdit', { token: tokens.seller, body }))).toMatchObject({
      status: 403,
      msg: '没有「修改佣金设置」权限，请联系管理员开通',
    });
    expect(errorOf(await t.call('POST', 'commissionEdit', { token: tokens.auditor, body })).status).toBe(403);
    expect(errorOf(await t.call('POST', 'commissionEdit', { body })).status).toBe(401);
    expect((await storedBulletin(t, own.draft.id))!.status).toBe('draft');
    const stored = dataOf<BulletinView>(
      await t.call('GET', 'bulletinGet', { token: tokens.seller, params: { id: own.draft.id } }),
    );
    expect(stored.commissionBps).toBeNull();
  });
});
