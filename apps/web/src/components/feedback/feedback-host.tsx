import { App, type AppProps } from 'antd';
import { useEffect } from 'react';
import { setFeedbackApi } from '../../lib/feedback';

/** Hands antd's context-aware message, notification and modal to lib/feedback. */
function FeedbackBridge() {
  const api = App.useApp();
  useEffect(() => setFeedbackApi(api), [api]);
  return null;
}

/**
 * antd's message, notification and modal holders, mounted (in their own chunk) when the app
 * first asks for feedback. Inside the providers, so they follow the app's theme and locale.
 */
export function FeedbackHost(props: Pick<AppProps, 'message' | 'notification'>) {
  return (
    <App component={false} {...props}>
      <FeedbackBridge />
    </App>
  );
}
