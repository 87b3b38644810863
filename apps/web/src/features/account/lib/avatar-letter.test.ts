import { describe, expect, it } from 'vitest';
import { avatarLetter } from './avatar-letter';

describe('the letter on an avatar', () => {
  it('is the first character of the real name or username', () => {
    expect(avatarLetter('孙首拍')).toBe('孙');
    expect(avatarLetter('zhouhua')).toBe('Z');
  });

  it('is 我 for a user known only by a masked phone, or by nothing', () => {
    expect(avatarLetter('138****0001')).toBe('我');
    expect(avatarLetter('')).toBe('我');
  });
});
