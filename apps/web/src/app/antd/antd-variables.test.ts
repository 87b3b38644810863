import { readFileSync } from 'node:fs';
import { theme } from 'antd';
import { describe, expect, it } from 'vitest';
import { APP_THEME } from '../theme';

/** global.css's copies of antd's CSS variables, which pages drawn without antd read. */
function declaredVariables(): Array<[string, string]> {
  const css = readFileSync(new URL('../global.css', import.meta.url), 'utf8');
  return [...css.matchAll(/^\s*(--ant-[a-z0-9-]+):\s*([^;]+);/gm)].map((match) => [match[1]!, match[2]!]);
}

/** --ant-color-text-secondary → colorTextSecondary; --ant-red-7 → red-7 (antd keeps both names). */
function tokenName(variable: string): string {
  const name = variable.slice('--ant-'.length);
  if (/^[a-z]+-\d+$/.test(name)) return name;
  // Sizes are capitals in token names: --ant-margin-xxs → marginXXS.
  const sized = name.replace(/-(sm|xs|xxs|lg|xl|xxl)$/, (suffix) => suffix.toUpperCase());
  return sized.replace(/-([a-zA-Z])/g, (_, letter: string) => letter.toUpperCase());
}

const normalise = (value: string) => value.replace(/\s+/g, '');

describe("global.css's copies of antd's CSS variables", () => {
  const token = theme.getDesignToken(APP_THEME) as unknown as Record<string, string | number>;
  it.each(declaredVariables())('%s holds the brand theme’s value', (variable, value) => {
    const expected = token[tokenName(variable)];
    expect(expected, `antd has no token for ${variable}`).toBeDefined();
    const written = typeof expected === 'number' && value.endsWith('px') ? `${expected}px` : String(expected);
    expect(normalise(value)).toBe(normalise(written));
  });

  it('declares every antd variable the app’s own styles read', () => {
    const declared = new Set(declaredVariables().map(([variable]) => variable));
    const read = new Set<string>();
    for (const file of [
      '../global.css',
      '../../features/marketplace/styles/home.css',
      '../../features/marketplace/styles/lots.css',
      '../../components/light-button/light-button.css',
    ]) {
      const css = readFileSync(new URL(file, import.meta.url), 'utf8');
      for (const match of css.matchAll(/var\((--ant-[a-z0-9-]+)/g)) read.add(match[1]!);
    }
    expect([...read].filter((variable) => !declared.has(variable))).toEqual([]);
  });
});
