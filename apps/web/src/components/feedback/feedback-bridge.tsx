import { App } from 'antd';
import { useEffect } from 'react';
import { setFeedbackApi } from '../../lib/feedback';

/** Hands antd's context-aware message, notification and modal to code outside components. */
export function FeedbackBridge() {
  const api = App.useApp();
  useEffect(() => setFeedbackApi(api), [api]);
  return null;
}
