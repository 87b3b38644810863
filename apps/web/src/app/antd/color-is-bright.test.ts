import { isBright as antdIsBright } from 'antd/es/color-picker/components/ColorPresets';
import { AggregationColor } from 'antd/es/color-picker/color';
import { describe, expect, it } from 'vitest';
import { isBright } from './color-is-bright';

describe('the stand-in for antd colour helper the button and tag styles use', () => {
  it('tells bright colours as antd does, on light and dark backgrounds', () => {
    const colours = [
      '#ffffff',
      '#000000',
      '#c41d1d',
      '#fadb14',
      '#52c41a',
      'rgba(255,255,255,0.3)',
      'rgba(0,0,0,0.4)',
    ];
    for (const colour of colours)
      for (const background of ['#ffffff', '#141414']) {
        const value = new AggregationColor(colour);
        expect(isBright(value, background)).toBe(antdIsBright(value, background));
      }
  });
});
