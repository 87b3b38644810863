import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { finishProgress, startProgress } from '../lib/progress';
import { pageTitle } from './page-title';
import { useRouteHandle } from './routes/route-handle';

/** Around every page: the progress bar, the page title and scroll restoration. */
export function RootShell() {
  const navigation = useNavigation();
  const handle = useRouteHandle();

  useEffect(() => {
    if (navigation.state === 'idle') finishProgress();
    else startProgress();
  }, [navigation.state]);

  useEffect(() => {
    document.title = pageTitle(handle?.title);
  }, [handle?.title]);

  return (
    <>
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
