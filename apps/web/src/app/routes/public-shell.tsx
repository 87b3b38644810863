import { lazy, Suspense } from 'react';
import { PublicAccountEntry } from '../../components/layout/public-account-entry';
import { PublicLayout } from '../../components/layout/public-layout';
import { useSessionStore } from '../../stores/session-store';

/** Only a signed-in visitor has messages: visitors' pages load none of the bell's code. */
const MessageBell = lazy(() =>
  Promise.all([import('../../features/messages'), import('../antd/antd-scope')]).then(
    ([messages, scope]) => ({ default: scope.withAntdScope(messages.MessageBell) }),
  ),
);

/** The phones' navigation drawer, with antd's providers, loaded when first opened. */
const Drawer = lazy(() =>
  Promise.all([import('antd/es/drawer'), import('../antd/antd-scope')]).then(([drawer, scope]) => ({
    default: scope.withAntdScope(drawer.default),
  })),
);

/** The signed-in user's bell: their messages pop up on every public page, a lot page included. */
function SignedInBell() {
  const signedIn = useSessionStore((state) => state.token !== null);
  return signedIn ? (
    <Suspense fallback={null}>
      <MessageBell />
    </Suspense>
  ) : null;
}

export function PublicShell() {
  return <PublicLayout account={<PublicAccountEntry />} bell={<SignedInBell />} Drawer={Drawer} />;
}
