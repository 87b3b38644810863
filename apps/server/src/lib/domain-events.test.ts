import { describe, expect, it, vi } from 'vitest';
import { createDomainEventBus, type DomainEvents } from './domain-events';

const revoked: DomainEvents['bulletin.revoked'] = {
  bulletinId: 7,
  sellerUserId: 3,
  title: '废旧钢材一批',
  reason: '资料不实',
  revokedAt: '2025-03-01T08:00:00.000Z',
};

function bus() {
  const log = { error: vi.fn() };
  return { events: createDomainEventBus({ log }), log };
}

describe('the domain event bus', () => {
  it('hands a published payload to every handler of that event, in the order they subscribed', async () => {
    const { events } = bus();
    const heard: string[] = [];
    events.on('bulletin.revoked', (payload) => {
      heard.push(`first ${payload.bulletinId}`);
    });
    events.on('bulletin.revoked', (payload) => {
      heard.push(`second ${payload.reason}`);
    });
    events.on('bulletin.decided', () => {
      heard.push('another event');
    });
    await events.publish('bulletin.revoked', revoked);
    expect(heard).toEqual(['first 7', 'second 资料不实']);
  });

  it('answers only once every handler has finished, one after another', async () => {
    const { events } = bus();
    const heard: string[] = [];
    events.on('bulletin.revoked', async () => {
      await new Promise((resolve) => setTimeout(resolve, 10));
      heard.push('slow');
    });
    events.on('bulletin.revoked', () => {
      heard.push('quick');
    });
    await events.publish('bulletin.revoked', revoked);
    expect(heard).toEqual(['slow', 'quick']);
  });

  it('logs a failing handler without failing the publisher or keeping the next handlers from hearing', async () => {
    const { events, log } = bus();
    const heard: string[] = [];
    const failure = new Error('database gone');
    events.on('bulletin.revoked', () => {
      throw failure;
    });
    events.on('bulletin.revoked', async () => {
      await Promise.reject(failure);
    });
    events.on('bulletin.revoked', () => {
      heard.push('still told');
    });
    await expect(events.publish('bulletin.revoked', revoked)).resolves.toBeUndefined();
    expect(heard).toEqual(['still told']);
    expect(log.error).toHaveBeenCalledTimes(2);
    expect(log.error).toHaveBeenCalledWith(
      { err: failure, event: 'bulletin.revoked', payload: revoked },
      'domain event handler failed',
    );
  });

  it('publishes to nobody without complaint, and stops telling a handler that unsubscribed', async () => {
    const { events, log } = bus();
    await events.publish('bulletin.revoked', revoked);
    const handler = vi.fn();
    const unsubscribe = events.on('bulletin.revoked', handler);
    await events.publish('bulletin.revoked', revoked);
    unsubscribe();
    await events.publish('bulletin.revoked', revoked);
    expect(handler).toHaveBeenCalledOnce();
    expect(log.error).not.toHaveBeenCalled();
  });
});
