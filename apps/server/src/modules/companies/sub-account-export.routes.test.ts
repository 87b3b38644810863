import type { SubAccount, SubAccountList } from '@lyp/shared/company/sub-account.schemas';
import { describe, expect, it } from 'vitest';
import { dataOf, useAuctionApp } from '../../../test/auction-fixtures';
import { expectXlsxDownload } from '../../../test/answers';
import { freshPhone } from '../../../test/org-fixtures';

/** 子账号管理's export: the company's sub-accounts and the screens each may use. */

const { t, tokens } = useAuctionApp();

async function grantableId(code: string): Promise<number> {
  const list = dataOf<SubAccountList>(await t.call('POST', 'subAccountList', { token: tokens.seller }));
  return list.grantableMenus.find((menu) => menu.code === code)!.id;
}

describe('exporting 子账号管理', () => {
  it('lists each sub-account with the screens its grants reach', async () => {
    const phone = freshPhone();
    dataOf<{ account: SubAccount }>(
      await t.call('POST', 'subAccountAdd', {
        token: tokens.seller,
        body: {
          phone,
          actualName: '孙晓东',
          remark: '订单专员',
          // A button alone still reaches its screen: 订单管理.
          menuIds: [await grantableId('order_manage_view')],
        },
      }),
    );
    const answer = await t.call('POST', 'subAccountExport', { token: tokens.seller });
    const { records } = await expectXlsxDownload(answer, '子账号管理');
    expect(records.find((row) => row['手机号'] === phone)).toMatchObject({
      姓名: '孙晓东',
      状态: '启用',
      可用菜单: '订单管理',
      备注: '订单专员',
    });
  });

  it('is refused to a buyer, who has no company to manage', async () => {
    expect((await t.call('POST', 'subAccountExport', { token: tokens.buyer })).statusCode).toBe(403);
  });
});
