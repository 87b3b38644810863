import type { DocumentKind } from '@lyp/shared/auction/contract.schemas';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { dataOf, useAuctionApp } from '../../../test/auction-fixtures';
import { confirmPayment, payOrder, settleOrder, soldOrder } from '../../../test/order-fixtures';
import { saleDocuments } from '../../db/schema';
import { createLocalFileStorage } from '../../lib/file-storage';
import { createOrdersRepository } from '../orders';
import { createDocumentsRepository } from './documents.repository';
import { createDocumentsService } from './documents.service';
import { FIRST_RETRY_MS } from './retry-schedule';

/** The sweep that issues each sale's documents soon after their event, whether or not anyone looks. */

const { t, tokens } = useAuctionApp();

const issuedKinds = async (orderId: number): Promise<DocumentKind[]> =>
  (
    await t.database.db
      .select({ kind: saleDocuments.kind })
      .from(saleDocuments)
      .where(eq(saleDocuments.orderId, orderId))
      .orderBy(asc(saleDocuments.id))
  ).map((row) => row.kind);

describe('the document sweep', () => {
  it('issues the four documents of the close for a sale nobody has opened, and nothing more on the next sweep', async () => {
    const { order } = await soldOrder(t, tokens);
    expect(await issuedKinds(order.id)).toEqual([]);

    expect((await t.services.documents.issueDue(100)).failures).toEqual([]);
    expect((await issuedKinds(order.id)).sort()).toEqual(
      ['buyer_contract', 'confirmation', 'seller_contract', 'tripartite'].sort(),
    );

    await t.services.documents.issueDue(100);
    expect(await issuedKinds(order.id)).toHaveLength(4);
  });

  it('adds the bill of lading after the payment is confirmed and the statement after settlement', async () => {
    const { order, buyer } = await soldOrder(t, tokens);
    await t.services.documents.issueDue(100);

    dataOf(await payOrder(t, buyer.token, order.id));
    await confirmPayment(t, tokens.auditor, order.id);
    await t.services.documents.issueDue(100);
    expect(await issuedKinds(order.id)).toContain('bill_of_lading');
    expect(await issuedKinds(order.id)).not.toContain('settlement');

    await settleOrder(t, tokens.auditor, order.id, 'HX20261126000101');
    await t.services.documents.issueDue(100);
    expect(await issuedKinds(order.id)).toHaveLength(6);
  });

  it('issues the oldest orders first, a batch at a time', async () => {
    const first = (await soldOrder(t, tokens)).order;
    const second = (await soldOrder(t, tokens)).order;
    await t.services.documents.issueDue(100);
    const third = (await soldOrder(t, tokens)).order;
    const fourth = (await soldOrder(t, tokens)).order;

    await t.services.documents.issueDue(1);
    expect(await issuedKinds(third.id)).toHaveLength(4);
    expect(await issuedKinds(fourth.id)).toEqual([]);
    expect(await issuedKinds(first.id)).toHaveLength(4);
    expect(await issuedKinds(second.id)).toHaveLength(4);
  });

  it('sets aside an order whose documents cannot be made, goes on with the others and retries it with backoff', async () => {
    const broken = (await soldOrder(t, tokens)).order;
    const sound = (await soldOrder(t, tokens)).order;
    const orders = createOrdersRepository(t.database.db);
    const failing = new Error('读取订单失败');
    let brokenStill = true;
    const documents = createDocumentsService({
      documents: createDocumentsRepository(t.database.db),
      orders: {
        find: async (id) => {
          if (id === broken.id && brokenStill) throw failing;
          return orders.find(id);
        },
        viewingContacts: orders.viewingContacts,
      },
      storage: createLocalFileStorage(t.filesDir),
      clock: t.clock,
      verifyUrl: (code) => `http://localhost/verify/${code}`,
      unitLabels: async () => new Map(),
      log: t.app.log,
    });

    expect(await documents.issueDue(100)).toEqual({
      failures: [{ orderId: broken.id, error: failing }],
      retried: 0,
    });
    expect(await issuedKinds(sound.id)).toHaveLength(4);
    expect(await issuedKinds(broken.id)).toEqual([]);
    // Set aside: the next sweep neither retries it nor reports it again.
    expect(await documents.issueDue(100)).toEqual({ failures: [], retried: 0 });

    // After its backoff it is tried again; still failing, it waits twice as long.
    t.clock.advance(FIRST_RETRY_MS);
    expect(await documents.issueDue(100)).toEqual({
      failures: [{ orderId: broken.id, error: failing }],
      retried: 1,
    });
    t.clock.advance(FIRST_RETRY_MS);
    expect(await documents.issueDue(100)).toEqual({ failures: [], retried: 0 });

    // Mended, the next retry issues its documents and the order leaves the schedule.
    brokenStill = false;
    t.clock.advance(FIRST_RETRY_MS);
    expect(await documents.issueDue(100)).toEqual({ failures: [], retried: 1 });
    expect(await issuedKinds(broken.id)).toHaveLength(4);
  });
});
