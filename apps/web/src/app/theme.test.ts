import { theme } from 'antd';
import { describe, expect, it } from 'vitest';
import { APP_THEME, BRAND_COLOR } from './theme';

/** WCAG 2.1's contrast ratio of a colour (#rrggbb or rgba(), blended onto the background). */
function contrast(foreground: string, background: string): number {
  const back = rgb(background);
  const [red, green, blue, alpha] = rgba(foreground);
  const blended = [red, green, blue].map((channel, index) => channel * alpha + back[index]! * (1 - alpha));
  const [lighter, darker] = [luminance(back), luminance(blended)].sort((a, b) => b - a);
  return (lighter! + 0.05) / (darker! + 0.05);
}

function rgba(colour: string): [number, number, number, number] {
  const numbers = colour.match(/[\d.]+/g)?.map(Number);
  if (colour.startsWith('rgba') && numbers?.length === 4) return numbers as [number, number, number, number];
  return [...rgb(colour), 1] as [number, number, number, number];
}

function rgb(hex: string): number[] {
  return [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16));
}

function luminance(channels: number[]): number {
  const [red, green, blue] = channels.map((channel) => {
    const value = channel / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * red! + 0.7152 * green! + 0.0722 * blue!;
}

const token = theme.getDesignToken(APP_THEME);
/** White cards and the pages' grey behind them (global.css's --lyp-bg). */
const BACKGROUNDS = ['#ffffff', '#f5f7fa'];
const AA_NORMAL_TEXT = 4.5;

describe('the app theme', () => {
  it.each([
    ['colorText', token.colorText],
    ['colorTextSecondary', token.colorTextSecondary],
    ['colorTextDescription (labels, breadcrumbs, hints)', token.colorTextDescription],
    ['colorTextPlaceholder', token.colorTextPlaceholder],
    ['colorLink', token.colorLink],
    ['colorPrimary', token.colorPrimary],
    ['colorErrorText', token.colorErrorText],
    ['colorError (form messages)', token.colorError],
    ['colorSuccessText', token.colorSuccessText],
    ['colorWarningText', token.colorWarningText],
    ['colorInfoText', token.colorInfoText],
    ['an empty table’s 暂无数据', APP_THEME.components!.Table!.colorTextDisabled!],
  ])('writes %s at 4.5:1 or more on white and on the page grey', (_name, colour) => {
    for (const background of BACKGROUNDS)
      expect(contrast(colour, background)).toBeGreaterThanOrEqual(AA_NORMAL_TEXT);
  });

  it('writes white at 4.5:1 or more on the brand’s red, the danger button’s and a switch that is off', () => {
    expect(contrast('#ffffff', BRAND_COLOR)).toBeGreaterThanOrEqual(AA_NORMAL_TEXT);
    expect(contrast('#ffffff', token.colorError)).toBeGreaterThanOrEqual(AA_NORMAL_TEXT);
    const switchOff = APP_THEME.components!.Switch!.colorTextQuaternary!;
    expect(contrast(switchOff, '#ffffff')).toBeGreaterThanOrEqual(AA_NORMAL_TEXT);
  });

  it.each(['red', 'volcano', 'orange', 'gold', 'green', 'cyan', 'blue', 'purple', 'magenta'] as const)(
    'writes a %s tag’s text at 4.5:1 or more on its own background',
    (colour) => {
      expect(contrast(token[`${colour}7`], token[`${colour}1`])).toBeGreaterThanOrEqual(AA_NORMAL_TEXT);
      // The CSS variable global.css's own tags read (--ant-green-7) comes from this name.
      expect(token[`${colour}-7`]).toBe(token[`${colour}7`]);
    },
  );

  it.each([
    ['success', 'colorSuccess', token.colorSuccessBg],
    ['processing', 'colorInfo', token.colorInfoBg],
    ['warning', 'colorWarning', token.colorWarningBg],
    ['error', 'colorError', token.colorErrorBg],
  ] as const)('writes a %s status tag’s text at 4.5:1 or more on its own background', (_status, name, bg) => {
    const text = APP_THEME.components!.Tag![name] ?? token[name];
    expect(contrast(text, bg)).toBeGreaterThanOrEqual(AA_NORMAL_TEXT);
  });

  it('rings keyboard focus in a colour that stands out from white (3:1, WCAG 1.4.11)', () => {
    expect(contrast(token.colorPrimaryBorder, '#ffffff')).toBeGreaterThanOrEqual(3);
  });
});
