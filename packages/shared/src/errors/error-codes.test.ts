import { describe, expect, it } from 'vitest';
import { ERROR_CODES, formatErrorMessage } from './error-codes';

describe('error messages', () => {
  it('fill their parameters', () => {
    expect(formatErrorMessage('SMS_SEND_TOO_FREQUENT', { seconds: 42 })).toBe(
      '验证码发送过于频繁，请 42 秒后再试',
    );
  });

  it('leave a placeholder visible when a parameter is missing, rather than printing undefined', () => {
    expect(formatErrorMessage('SMS_CODE_INVALID')).toBe('验证码错误，还可尝试 {remaining} 次');
  });

  it('are all Chinese and carry an HTTP error status', () => {
    for (const [code, { status, message }] of Object.entries(ERROR_CODES)) {
      expect(status, code).toBeGreaterThanOrEqual(400);
      expect(message, code).toMatch(/[\u4e00-\u9fa5]/);
    }
  });
});
