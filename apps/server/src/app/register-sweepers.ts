import { createSweeper } from '../modules/closing';
import type { Metrics } from '../lib/metrics';
import type { Services } from '../services';
import type { AppDependencies } from './app-dependencies';
import type { AppInstance } from './create-fastify';

/**
 * Sale documents are issued a few orders at a time, every few sweeps: each PDF takes the event
 * loop for 0.1–0.2 s, so a backlog (a first start on old data) spreads out instead of stalling bids.
 */
const DOCUMENTS_PER_SWEEP = 2;
const DOCUMENT_SWEEP_EVERY = 3;
const VIEW_FLUSH_INTERVAL_MS = 1000;
/** Outbid notices a killed process left untold are read back from the bid log this often. */
const OUTBID_RECOVERY_INTERVAL_MS = 10_000;
/** Webhook deliveries go out within about this long of the fact. */
const WEBHOOK_DISPATCH_INTERVAL_MS = 1000;
const WEBHOOK_BATCH = 20;

/**
 * Lots open and close on deadlines kept in the database; the sweepers only set the pace. They
 * start when the app is ready and stop before it closes.
 */
export function registerSweepers(
  app: AppInstance,
  deps: AppDependencies,
  services: Services,
  metrics: Metrics,
) {
  const lagOf = (sweeper: string) => (seconds: number) => metrics.sweeperLagSeconds.set({ sweeper }, seconds);
  if (deps.config.auction.sweepIntervalMs <= 0) return;
  const sweeper = createSweeper({
    // Reminders follow the same deadlines: after the sweep, so a defaulted order gets no 2-hour one.
    sweep: async () => {
      await services.closing.sweepOnce();
      // After the defaults: a lapsed runner-up offer passes on, a paid one becomes an order.
      await services.runnerUpOffers.sweepOnce();
      await services.messages.sweepReminders();
    },
    intervalMs: deps.config.auction.sweepIntervalMs,
    log: app.log,
    failureMessage: '定时结束竞价任务失败，下一轮将重试',
    reportLag: lagOf('closing'),
  });
  // Sale documents on a pace of their own: rendering PDFs never delays a close.
  const documentSweeper = createSweeper({
    sweep: async () => {
      const { failures, retried } = await services.documents.issueDue(DOCUMENTS_PER_SWEEP);
      metrics.documentRetries.inc(retried);
      for (const { orderId, error } of failures) {
        metrics.documentFailures.inc({ kind: 'order' });
        app.log.error({ err: error, orderId }, '订单单据生成失败，稍后将自动重试');
      }
    },
    intervalMs: deps.config.auction.sweepIntervalMs * DOCUMENT_SWEEP_EVERY,
    log: app.log,
    failureMessage: '单据生成任务失败，下一轮将重试',
    reportLag: lagOf('documents'),
  });
  // Lot page visits are counted in memory and written once a second, in one statement.
  const viewSweeper = createSweeper({
    sweep: () => services.market.flushViews(),
    intervalMs: VIEW_FLUSH_INTERVAL_MS,
    log: app.log,
    failureMessage: '浏览次数写入失败，下一轮将重试',
    reportLag: lagOf('views'),
  });
  // Its first round, at start, tells what a process killed before this one left untold.
  const outbidSweeper = createSweeper({
    sweep: () => services.messages.recoverOutbid(),
    intervalMs: OUTBID_RECOVERY_INTERVAL_MS,
    log: app.log,
    failureMessage: '出价被超越提醒补发失败，下一轮将重试',
    reportLag: lagOf('outbid'),
  });
  // The webhook outbox: sends never hold up the facts, which only wrote their rows.
  const webhookSweeper = createSweeper({
    sweep: async () => {
      // A full round means more is waiting: go on at once rather than a second later.
      let sent: number;
      do sent = await services.webhookDispatcher.deliverDue(WEBHOOK_BATCH);
      while (sent === WEBHOOK_BATCH);
    },
    intervalMs: WEBHOOK_DISPATCH_INTERVAL_MS,
    log: app.log,
    failureMessage: '事件推送投递失败，下一轮将重试',
    reportLag: lagOf('webhooks'),
  });
  const sweepers = [sweeper, documentSweeper, viewSweeper, outbidSweeper, webhookSweeper];
  app.addHook('onReady', async () => {
    for (const each of sweepers) each.start();
  });
  app.addHook('preClose', async () => {
    await Promise.all(sweepers.map((each) => each.stop()));
    // The visits of the last second too.
    await services.market.flushViews().catch((error: unknown) => {
      app.log.error({ err: error }, '浏览次数写入失败');
    });
  });
}
