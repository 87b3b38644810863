import { Outlet } from 'react-router';
import { PersonalCenterLayout } from '../../components/layout/personal-center-layout';
import { AccountHeaderActions, useMenuShortcuts } from '../../features/account';
import { MessageBell } from '../../features/messages';

/** The personal centre's frame: the message bell, the account's header actions and menu shortcuts. */
export function PersonalCenterShell() {
  const { onMenuVisit, onToggleFavourite } = useMenuShortcuts();
  return (
    <PersonalCenterLayout
      headerActions={
        <>
          <MessageBell />
          <AccountHeaderActions />
        </>
      }
      onMenuVisit={onMenuVisit}
      onToggleFavourite={onToggleFavourite}
    >
      <Outlet />
    </PersonalCenterLayout>
  );
}
