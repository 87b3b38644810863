import type { CommissionTier } from '@lyp/shared/auction/auction-rules';
import type { Order } from '@lyp/shared/auction/order.schemas';
import { describe, expect, it } from 'vitest';
import {
  addBidders,
  clientBidId,
  dataOf,
  freezeDeposits,
  lotInput,
  openBidding,
  publishBulletin,
  useAuctionApp,
} from '../../../test/auction-fixtures';

const { t, tokens } = useAuctionApp();

/** ¥1,000 at 5 %, the rest at 1 %: a default unlike the built-in one, so a sale shows where its rate came from. */
const PLATFORM_TIERS: CommissionTier[] = [
  { upToFen: 100_000, rateBps: 500 },
  { upToFen: null, rateBps: 100 },
];
const SALE_PRICE_FEN = 150_000;

/** A bulletin of the demo seller, set up by `prepare`, sold at ¥1,500; answers the winner's order. */
async function sellOneLot(prepare: (bulletinId: number) => Promise<void> = async () => {}): Promise<Order> {
  const bulletin = await publishBulletin(t, tokens, [lotInput(t)]);
  const lot = bulletin.lots[0]!;
  const [winner] = await addBidders(t, 1);
  await freezeDeposits(t, lot.id, [winner!]);
  await prepare(bulletin.id);
  openBidding(t, lot);
  dataOf(
    await t.call('POST', 'bidAdd', {
      token: winner!.token,
      body: { lotId: lot.id, amountFen: SALE_PRICE_FEN, clientBidId: clientBidId() },
    }),
  );
  t.clock.set(new Date(Date.parse(lot.endsAt) + 2000));
  expect(await t.services.closing.sweepOnce()).toMatchObject({ closed: 1 });
  const [mine] = dataOf<{ records: Array<{ id: number }> }>(
    await t.call('POST', 'myOrders', { token: winner!.token, body: {} }),
  ).records;
  // The commission is the seller's and the platform's side: read as the platform reads it.
  return dataOf<Order>(await t.call('GET', 'orderGet', { token: tokens.auditor, params: { id: mine!.id } }));
}

async function asAdmin(
  name: 'commissionDefaultSave' | 'commissionOverrideSave',
  input: Record<string, unknown>,
) {
  dataOf(await t.send(name, input, await t.signIn('admin')));
}

async function setBulletinRate(bulletinId: number, commissionBps: number) {
  dataOf(
    await t.call('POST', 'commissionEdit', {
      token: await t.signIn('admin'),
      body: { bulletinId, commissionBps },
    }),
  );
}

const sellerOrgId = async () => (await t.services.auth.authenticate(tokens.seller))!.orgId;

describe('the commission of a sale', () => {
  it('follows the platform’s default tiers as stored when the lot closes', async () => {
    const order = await sellOneLot(async () => {
      // Changed after the bulletin was published: the close reads what is in force then.
      await asAdmin('commissionDefaultSave', { tiers: PLATFORM_TIERS });
    });
    // 5 % of ¥1,000 plus 1 % of ¥500.
    expect(order.commissionFen).toBe(5_000 + 500);
    expect(order.confirmation.commissionFen).toBe(5_500);
  });

  it('follows the bulletin’s flat rate over the platform’s default', async () => {
    const order = await sellOneLot((bulletinId) => setBulletinRate(bulletinId, 250));
    expect(order.commissionFen).toBe(3_750);
  });

  it('follows the seller’s own tiers over the bulletin’s rate and the default', async () => {
    const orgId = await sellerOrgId();
    const order = await sellOneLot(async (bulletinId) => {
      await setBulletinRate(bulletinId, 250);
      await asAdmin('commissionOverrideSave', {
        orgId,
        tiers: [
          { upToFen: 50_000, rateBps: 200 },
          { upToFen: null, rateBps: 120 },
        ],
      });
    });
    // 2 % of ¥500 plus 1.2 % of ¥1,000.
    expect(order.commissionFen).toBe(1_000 + 1_200);
  });

  it('returns to the bulletin’s rate once the seller’s own tiers are removed', async () => {
    const orgId = await sellerOrgId();
    const order = await sellOneLot(async (bulletinId) => {
      await setBulletinRate(bulletinId, 250);
      dataOf(await t.send('commissionOverrideRemove', { orgId }, await t.signIn('admin')));
    });
    expect(order.commissionFen).toBe(3_750);
  });
});
