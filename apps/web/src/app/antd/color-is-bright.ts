import { Color } from '@rc-component/color-picker';

/**
 * antd's `isBright` (antd/es/color-picker/components/ColorPresets.js), for its button and tag
 * styles: imported from there, it brought the colour presets' Collapse into the first script
 * (vite.config.ts points those two imports here). color-is-bright.test.ts checks it against
 * antd's own.
 */
export function isBright(
  value: { toRgb(): { r: number; g: number; b: number; a: number }; toRgbString(): string },
  bgColorToken: string,
): boolean {
  const { r, g, b, a } = value.toRgb();
  const hsv = new Color(value.toRgbString()).onBackground(bgColorToken).toHsv();
  // Adapted to dark mode.
  if (a <= 0.5) return hsv.v > 0.5;
  return r * 0.299 + g * 0.587 + b * 0.114 > 192;
}
