import { describe, expect, it } from 'vitest';
import {
  drawGoodsIllustration,
  GOODS_ILLUSTRATION_VIEWS,
  ILLUSTRATED_GOODS_CATEGORIES,
} from './goods-illustrations';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Width and height from the IHDR chunk, which always follows the signature. */
const sizeOf = (png: Buffer) => {
  expect(png.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
};

/** Every value of the goods-category dictionary the demo seeds. */
const DEMO_CATEGORIES = [
  'scrap_steel',
  'nonferrous_metal',
  'waste_paper',
  'waste_plastic',
  'used_materials',
  'used_equipment',
  'vehicle',
  'real_estate',
  'other',
];

/** Each picture takes tens of milliseconds: draw each one once for the whole file. */
const drawn = new Map<string, Buffer>();
const picture = (category: string, view: number) => {
  const key = `${category}:${view}`;
  let png = drawn.get(key);
  if (!png) drawn.set(key, (png = drawGoodsIllustration(category, view)));
  return png;
};

describe('goods illustrations', () => {
  it('has a picture for every goods category of the demo', () => {
    expect([...ILLUSTRATED_GOODS_CATEGORIES].sort()).toEqual([...DEMO_CATEGORIES].sort());
  });

  it('draws every view of every category as a 960×720 PNG well under 300 KB', () => {
    for (const category of DEMO_CATEGORIES) {
      for (let view = 0; view < GOODS_ILLUSTRATION_VIEWS; view += 1) {
        const png = picture(category, view);
        expect(png.subarray(0, 8).equals(PNG_SIGNATURE), `${category} ${view}`).toBe(true);
        expect(sizeOf(png), `${category} ${view}`).toEqual({ width: 960, height: 720 });
        expect(png.length, `${category} ${view}`).toBeLessThan(280 * 1024);
      }
    }
  });

  it('draws a different picture for each view of the same goods', () => {
    for (const category of DEMO_CATEGORIES) {
      const views = [0, 1, 2].map((view) => picture(category, view).toString('base64'));
      expect(new Set(views).size, category).toBe(3);
    }
  });

  it('draws the same bytes every time for the same goods and view', () => {
    expect(drawGoodsIllustration('waste_plastic', 1).equals(picture('waste_plastic', 1))).toBe(true);
  });

  it('wraps view numbers beyond the available compositions', () => {
    expect(drawGoodsIllustration('vehicle', 4).equals(picture('vehicle', 1))).toBe(true);
    expect(drawGoodsIllustration('vehicle', -1).equals(picture('vehicle', 2))).toBe(true);
  });

  it('falls back to the generic crate scene for a category it has no picture for', () => {
    expect(drawGoodsIllustration('antiques', 0).equals(picture('other', 0))).toBe(true);
  });
});
