import { describe, expect, it } from 'vitest';
import { createViewBatch, type LotVisit } from './view-batch';

const WINDOW_MS = 30 * 60_000;
const at = (minutes: number) => new Date(Date.UTC(2026, 10, 26, 3, 0) + minutes * 60_000);

function setup() {
  const writes: LotVisit[][] = [];
  let stored = 0;
  let failNext = false;
  const batch = createViewBatch({
    windowMs: WINDOW_MS,
    write: async (visits) => {
      if (failNext) {
        failNext = false;
        throw new Error('数据库暂时不可用');
      }
      writes.push(visits);
      stored += visits.length;
      return new Map([[1, stored]]);
    },
  });
  return { batch, writes, failOnce: () => (failNext = true) };
}

describe('batched view counting', () => {
  it('answers the count so far at once and writes every visit in one batch', async () => {
    const { batch, writes } = setup();
    expect(batch.add({ lotId: 1, viewerKey: 'user:7' }, 10, at(0))).toBe(11);
    expect(batch.add({ lotId: 1, viewerKey: 'user:8' }, 10, at(0))).toBe(12);
    expect(batch.add({ lotId: 1, viewerKey: 'user:7' }, 10, at(1))).toBe(12);
    expect(writes).toEqual([]);

    expect(await batch.flush(at(1))).toEqual([1]);
    expect(writes).toEqual([
      [
        { lotId: 1, viewerKey: 'user:7' },
        { lotId: 1, viewerKey: 'user:8' },
      ],
    ]);
    // Read back from the database: 2 stored; the page's older figure no longer counts.
    expect(batch.add({ lotId: 1, viewerKey: 'user:8' }, 0, at(2))).toBe(2);
  });

  it('counts the same viewer again once the window has passed', async () => {
    const { batch } = setup();
    batch.add({ lotId: 1, viewerKey: 'ip:a' }, 0, at(0));
    expect(batch.add({ lotId: 1, viewerKey: 'ip:a' }, 0, at(29))).toBe(1);
    expect(batch.add({ lotId: 1, viewerKey: 'ip:a' }, 0, at(31))).toBe(2);
  });

  it('writes nothing when nobody came, and keeps a failed batch for the next flush', async () => {
    const { batch, writes, failOnce } = setup();
    expect(await batch.flush(at(0))).toEqual([]);
    batch.add({ lotId: 1, viewerKey: 'ip:a' }, 0, at(0));
    failOnce();
    await expect(batch.flush(at(0))).rejects.toThrow('数据库暂时不可用');
    batch.add({ lotId: 1, viewerKey: 'ip:b' }, 0, at(0));
    await batch.flush(at(0));
    expect(writes).toEqual([
      [
        { lotId: 1, viewerKey: 'ip:a' },
        { lotId: 1, viewerKey: 'ip:b' },
      ],
    ]);
  });
});
