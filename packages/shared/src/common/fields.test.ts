import { describe, expect, it } from 'vitest';
import { maskPhone, optionalIdSchema, optionalText, passwordSchema, phoneSchema } from './fields';

const firstMessage = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.error?.issues[0]?.message;

describe('phone numbers', () => {
  it('accept mainland mobile numbers and trim spaces', () => {
    expect(phoneSchema.parse(' 13800000001 ')).toBe('13800000001');
  });

  it.each(['12800000001', '1380000000', '138000000012', '+8613800000001'])('refuse %s', (phone) => {
    expect(firstMessage(phoneSchema.safeParse(phone))).toBe('手机号格式不正确，请输入 11 位中国大陆手机号');
  });

  it('are masked for showing to others', () => {
    expect(maskPhone('13800000001')).toBe('138****0001');
    expect(maskPhone('not a phone')).toBe('not a phone');
  });
});

describe('passwords', () => {
  it('accept 8 or more printable characters with letters and digits', () => {
    expect(passwordSchema.safeParse('Abcdef12').success).toBe(true);
    expect(passwordSchema.safeParse('P@ssw0rd-With_Symb1').success).toBe(true);
  });

  it('accept a passphrase of words with spaces, up to 128 characters, without a digit', () => {
    expect(passwordSchema.safeParse('correct horse battery staple').success).toBe(true);
    const passphrase64 = 'my grandmother keeps eleven cats in a small flat by the river ok';
    expect(passphrase64).toHaveLength(64);
    expect(passwordSchema.safeParse(passphrase64).success).toBe(true);
    expect(passwordSchema.safeParse('a'.repeat(120) + ' b c d e').success).toBe(true);
  });

  it.each([
    ['', '请输入密码'],
    ['Abc123', '密码长度不能少于 8 位'],
    ['a'.repeat(125) + ' 1 x', '密码长度不能超过 128 位'],
    ['密码Abcdef12', '密码只能包含英文字母、数字、英文符号和空格，不能包含中文、全角字符或换行'],
    ['Ａｂｃｄｅｆ12', '不能包含中文、全角字符或换行'],
    ['two\nlines12', '不能包含中文、全角字符或换行'],
    [' Abcdef12', '密码首尾不能是空格'],
    ['Abcdef12 ', '密码首尾不能是空格'],
    ['abcdefgh', '密码须包含数字'],
    ['two words', '密码须包含数字'],
    ['12345678', '密码须包含字母'],
  ])('refuse %j and say why', (password, reason) => {
    expect(firstMessage(passwordSchema.safeParse(password))).toContain(reason);
  });

  it('name the rule in every length and content message', () => {
    expect(firstMessage(passwordSchema.safeParse('abcdefgh'))).toBe(
      '密码须包含数字（密码须为 8–128 位，可含空格；少于 16 位时须同时包含字母和数字）',
    );
  });
});

describe('optional fields', () => {
  it('treat null, blank and empty as absent', () => {
    const text = optionalText('备注', 10);
    expect(text.parse(null)).toBeUndefined();
    expect(text.parse('   ')).toBeUndefined();
    expect(text.parse(' 好 ')).toBe('好');
    const id = optionalIdSchema('组织编号');
    expect(id.parse('')).toBeUndefined();
    expect(id.parse(null)).toBeUndefined();
    expect(id.parse('12')).toBe(12);
  });

  it('still check what is given', () => {
    expect(firstMessage(optionalText('备注', 2).safeParse('太长了'))).toBe('备注不能超过 2 个字符');
    expect(firstMessage(optionalIdSchema('组织编号').safeParse('x'))).toBe('组织编号必须是数字');
    expect(firstMessage(optionalIdSchema('组织编号').safeParse(-3))).toBe('组织编号必须是正整数');
  });
});
