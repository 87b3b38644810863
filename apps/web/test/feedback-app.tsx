import { StyleProvider } from '@ant-design/cssinjs';
import { App } from 'antd';
// The module lib/feedback's useFeedback reads. Under vitest `antd` resolves to its CommonJS
// build (antd/lib), whose App provides another copy of this context; the app's build has one.
import AppContext from 'antd/es/app/context';
import type { ReactNode } from 'react';

function ShareFeedback({ children }: { children: ReactNode }) {
  return <AppContext.Provider value={App.useApp()}>{children}</AppContext.Provider>;
}

/**
 * Where antd's generated styles go in component tests: an element outside the document. jsdom's
 * getComputedStyle walks every rule of the document's style sheets, about 60 ms a call with
 * antd's thousands, and user-event and the role queries call it for every element they check.
 */
const stylesAside = document.createElement('div');

/** antd's <App> for component tests: its message, notification and modal reach useFeedback. */
export function FeedbackApp({ children }: { children: ReactNode }) {
  return (
    <StyleProvider container={stylesAside}>
      <App>
        <ShareFeedback>{children}</ShareFeedback>
      </App>
    </StyleProvider>
  );
}
