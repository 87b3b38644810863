import { API_PATHS, API_PREFIX, apiUrl, type RouteName } from '@lyp/shared/api/paths';
import type { WebhookDelivery, WebhookWithSecret } from '@lyp/shared/integrations/webhook.schemas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webhookDeliveries } from '../../db/schema';
import { useCrashHarness } from '../../../test/crash-harness';
import type { ServerProcess } from '../../../test/server-process';
import { startWebhookReceiver, type WebhookReceiver } from '../../../test/webhook-receiver';

/**
 * At-least-once delivery across a crash: a delivery committed with its fact reaches the receiver
 * whether the process dies before sending it or while the request is in flight.
 */
describe('webhook delivery across kill -9', () => {
  const harness = useCrashHarness('webhooks');
  let receiver: WebhookReceiver;
  beforeAll(async () => {
    receiver = await startWebhookReceiver();
  });
  afterAll(() => receiver.close());

  // A dead process's lease lapses after 2 s here (a minute in production).
  const settings = { WEBHOOK_LEASE_SECONDS: '2' };
  const kill = async (server: ServerProcess) => {
    server.child.kill('SIGKILL');
    await server.exited;
  };
  const arrivals = (eventId: string) =>
    receiver.received.filter((request) => request.headers['x-lyp-delivery'] === eventId);
  /** The path to call on a server process (its base URL has the API prefix). */
  const pathTo = (name: RouteName, id: number) => apiUrl(name, { id }).slice(API_PREFIX.length);
  const until = async (done: () => boolean | Promise<boolean>, what: string, timeoutMs = 20_000) => {
    const deadline = Date.now() + timeoutMs;
    while (!(await done())) {
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };

  async function endpointAndPing(server: ServerProcess) {
    const token = await harness.signIn(server, 'seller');
    const made = await harness.call(server, API_PATHS.webhookCreate, token, {
      url: receiver.url,
      events: ['order.created'],
    });
    receiver.secret = (made.body.data as WebhookWithSecret).secret;
    const endpointId = (made.body.data as WebhookWithSecret).endpoint.id;
    const pinged = await harness.call(server, pathTo('webhookPing', endpointId), token, {});
    return { token, delivery: pinged.body.data as WebhookDelivery };
  }

  it('sends again what a process was sending when it died, signed and with the same event id', async () => {
    receiver.hold();
    const first = await harness.start(settings);
    const { delivery } = await endpointAndPing(first);
    await until(() => arrivals(delivery.eventId).length === 1, 'the first send');
    await kill(first);
    receiver.release();

    await harness.start(settings);
    await until(() => arrivals(delivery.eventId).length === 2, 'the send after the restart');
    expect(arrivals(delivery.eventId).every((request) => request.signatureValid)).toBe(true);
    expect(new Set(arrivals(delivery.eventId).map((request) => request.body)).size).toBe(1);
  });

  it('sends what was committed just before the process died', async () => {
    const server = await harness.start(settings);
    // The ping's row commits with the answer; the process dies before (or while) it is sent.
    const { delivery } = await endpointAndPing(server);
    await kill(server);

    await harness.start(settings);
    await until(() => arrivals(delivery.eventId).length >= 1, 'the delivery');
    const statusOf = async () =>
      (
        await harness.database.db
          .select({ status: webhookDeliveries.status })
          .from(webhookDeliveries)
          .where(eq(webhookDeliveries.id, delivery.id))
      )[0]?.status;
    await until(async () => (await statusOf()) === 'delivered', 'the delivery to be recorded');
    expect(arrivals(delivery.eventId).every((request) => request.signatureValid)).toBe(true);
  });
});
