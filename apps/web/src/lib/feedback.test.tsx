import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { lazyFeedbackApi, useFeedback, type FeedbackApi } from './feedback';

describe('useFeedback', () => {
  it('gives a component outside the providers the app-wide API, not antd’s empty default', () => {
    let api: FeedbackApi | undefined;
    function Outside() {
      api = useFeedback();
      return null;
    }
    render(<Outside />);

    // antd's default context has `message: {}`: calling it would throw and lose the message.
    expect(api).toBe(lazyFeedbackApi);
    expect(() => api!.message.success('已保存')).not.toThrow();
  });
});
