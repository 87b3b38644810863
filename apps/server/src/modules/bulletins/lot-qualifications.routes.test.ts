import type { BulletinView } from '@lyp/shared/auction/bulletin.schemas';
import type { LotDetail } from '@lyp/shared/auction/market.schemas';
import { describe, expect, it } from 'vitest';
import { dataOf, lotInput, publishBulletin, useAuctionApp } from '../../../test/auction-fixtures';
import { addDraft, bulletinBody, errorOf } from '../../../test/bulletin-fixtures';

const { t, tokens } = useAuctionApp();

const HAZARDOUS = 'hazardous_waste_licence';
const TRANSPORT = 'road_transport_licence';

const edit = (id: number, lots: Array<Record<string, unknown>>) =>
  t.call('POST', 'bulletinEdit', { token: tokens.seller, body: { id, ...bulletinBody(t, { lots }) } });

describe('the licences a lot requires of its bidders, as the seller enters them', () => {
  it('keeps them with the lot, once each, and clears them when the seller removes them', async () => {
    const draft = await addDraft(t, tokens.seller, {
      lots: [lotInput(t, { requiredQualifications: [HAZARDOUS, TRANSPORT, HAZARDOUS] })],
    });
    expect(draft.lots[0]!.requiredQualifications).toEqual([HAZARDOUS, TRANSPORT]);

    const edited = dataOf<BulletinView>(await edit(draft.id, [lotInput(t, { requiredQualifications: [] })]));
    expect(edited.lots[0]!.requiredQualifications).toEqual([]);
  });

  it('refuses a kind the dictionary does not offer, naming the lot and the field', async () => {
    const refused = errorOf(
      await t.call('POST', 'bulletinAdd', {
        token: tokens.seller,
        body: bulletinBody(t, { lots: [lotInput(t, { requiredQualifications: ['mining_permit'] })] }),
      }),
    );
    expect(refused).toMatchObject({
      status: 400,
      error: 'LOT_INVALID',
      msg: '第 1 个标的：竞买人资质「mining_permit」不存在或已停用，请从资质类型中选择',
    });
    expect(refused.fields?.[0]?.field).toBe('lots.0.requiredQualifications');
  });

  it('shows them by name on the public lot page, and nothing where the lot requires none', async () => {
    const bulletin = await publishBulletin(t, tokens, [
      lotInput(t, { requiredQualifications: [TRANSPORT, HAZARDOUS] }),
      lotInput(t),
    ]);
    const [restricted, open] = bulletin.lots;
    const detailOf = async (lotId: number) =>
      dataOf<LotDetail>(await t.call('GET', 'lotDetail', { params: { lotId } }));

    // In the dictionary's order, whatever order the seller picked them in.
    expect((await detailOf(restricted!.id)).requiredQualifications).toEqual([
      '危险废物经营许可证',
      '道路运输许可证',
    ]);
    expect((await detailOf(open!.id)).requiredQualifications).toEqual([]);
  });
});
