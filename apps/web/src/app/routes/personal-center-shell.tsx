import { PersonalCenterLayout } from '../../components/layout/personal-center-layout';
import { AccountHeaderActions, useMenuShortcuts } from '../../features/account';
import { MessageBell } from '../../features/messages';
import { PermittedOutlet } from './permitted-outlet';

/**
 * The personal centre's frame: the message bell, the account's header actions and menu
 * shortcuts, and the page, or the 403 page for one the user lacks the permission for.
 */
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
      <PermittedOutlet />
    </PersonalCenterLayout>
  );
}
