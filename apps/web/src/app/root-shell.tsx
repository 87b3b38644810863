import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { finishProgress, startProgress } from '../lib/progress';
import { useRouteHandle } from './routes/route-handle';

const SITE_NAME = '乐易拍';

/** Around every page: the progress bar, the page title and scroll restoration. */
export function RootShell() {
  const navigation = useNavigation();
  const handle = useRouteHandle();

  useEffect(() => {
    if (navigation.state === 'idle') finishProgress();
    else startProgress();
  }, [navigation.state]);

  useEffect(() => {
    document.title = handle?.title ? `${handle.title} - ${SITE_NAME}` : SITE_NAME;
  }, [handle?.title]);

  return (
    <>
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
