import { App } from 'antd';
// The module lib/feedback's useFeedback reads. Under vitest `antd` resolves to its CommonJS
// build (antd/lib), whose App provides another copy of this context; the app's build has one.
import AppContext from 'antd/es/app/context';
import type { ReactNode } from 'react';

function ShareFeedback({ children }: { children: ReactNode }) {
  return <AppContext.Provider value={App.useApp()}>{children}</AppContext.Provider>;
}

/** antd's <App> for component tests: its message, notification and modal reach useFeedback. */
export function FeedbackApp({ children }: { children: ReactNode }) {
  return (
    <App>
      <ShareFeedback>{children}</ShareFeedback>
    </App>
  );
}
