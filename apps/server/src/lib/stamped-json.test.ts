import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { createStampedJsonCache, prepareStampedJson, SERVER_TIME_STAND_IN, stampJson } from './stamped-json';

const schema = z.object({
  price: z.number().int(),
  title: z.string(),
  serverTime: z.iso.datetime(),
});

describe('answers prepared once and stamped with the time per request', () => {
  it('reads exactly as the plain serialization with that time', () => {
    const template = { price: 130_000, title: '废钢 "HMS1" 一批', serverTime: SERVER_TIME_STAND_IN };
    const at = new Date('2026-11-26T02:30:00.000Z');
    expect(JSON.parse(stampJson(prepareStampedJson(schema, template), at).toString())).toEqual({
      ...template,
      serverTime: '2026-11-26T02:30:00.000Z',
    });
  });

  it('goes through the schema, so what it does not name never leaves', () => {
    const template = { price: 1, title: '标的', serverTime: SERVER_TIME_STAND_IN, reservePriceFen: 999 };
    expect(stampJson(prepareStampedJson(schema, template), new Date()).toString()).not.toContain(
      'reservePriceFen',
    );
  });

  it('refuses an answer that does not fit its schema, or lacks the stand-in', () => {
    expect(() =>
      prepareStampedJson(schema, { price: 1.5, title: '', serverTime: SERVER_TIME_STAND_IN }),
    ).toThrow();
    expect(() =>
      prepareStampedJson(schema, { price: 1, title: '', serverTime: '2026-11-26T02:30:00.000Z' }),
    ).toThrow('exactly once');
  });

  it('prepares each template once and a changed one afresh', () => {
    let envelopes = 0;
    const answer = createStampedJsonCache(
      schema,
      (template: { price: number; title: string; serverTime: string }) => {
        envelopes += 1;
        return template;
      },
    );
    const first = { price: 1, title: '甲', serverTime: SERVER_TIME_STAND_IN };
    answer(first, new Date());
    answer(first, new Date());
    expect(envelopes).toBe(1);
    expect(JSON.parse(answer({ ...first, price: 2 }, new Date()).toString()) as unknown).toMatchObject({
      price: 2,
    });
    expect(envelopes).toBe(2);
  });
});
