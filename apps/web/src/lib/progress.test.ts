// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { finishProgress, startProgress } from './progress';

describe('the navigation progress bar', () => {
  afterEach(() => finishProgress());

  it('is a progress bar with a name, in valid ARIA', () => {
    startProgress();
    const bar = document.querySelector('#nprogress .bar');
    expect(bar?.getAttribute('role')).toBe('progressbar');
    expect(bar?.getAttribute('aria-label')).toBe('页面加载中');
    expect(document.querySelector('#nprogress [role="bar"], #nprogress [role="spinner"]')).toBeNull();
  });
});
