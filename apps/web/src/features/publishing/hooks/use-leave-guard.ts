import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';
import { CONFIRM_WIDTH } from '../../../components/back-office';
import { useFeedback } from '../../../lib/feedback';

/**
 * Leaving with unsaved changes asks first: another page of the app (the router's blocker) or
 * closing the tab (the browser's own question). `isDirty` is read at the moment of leaving.
 */
export function useLeaveGuard(isDirty: () => boolean) {
  const { modal } = useFeedback();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      isDirty() &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );
  const current = useRef(blocker);
  useEffect(() => {
    current.current = blocker;
  });

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    modal.confirm({
      title: '离开此页面吗？',
      content: '公告有未保存的修改，离开后这些修改将丢失。',
      width: CONFIRM_WIDTH,
      okText: '离开',
      cancelText: '留下继续编辑',
      okButtonProps: { danger: true },
      onOk: () => current.current.proceed?.(),
      onCancel: () => current.current.reset?.(),
    });
  }, [blocker.state, modal]);

  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (isDirty()) event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [isDirty]);
}
