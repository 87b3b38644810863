import { lazy, Suspense } from 'react';
import { PublicAccountEntry } from '../../components/layout/public-account-entry';
import { PublicLayout } from '../../components/layout/public-layout';
import { useSessionStore } from '../../stores/session-store';

/** Only a signed-in visitor has messages: visitors' pages load none of the bell's code. */
const MessageBell = lazy(() =>
  import('../../features/messages').then((module) => ({ default: module.MessageBell })),
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
  return <PublicLayout account={<PublicAccountEntry />} bell={<SignedInBell />} />;
}
