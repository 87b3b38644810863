import { PersonalCenterLayout } from '../../components/layout/personal-center-layout';
import { AccountHeaderActions, useMenuShortcuts } from '../../features/account';

/** The personal centre's frame, with the account feature's header actions and menu shortcuts. */
export function PersonalCenterShell() {
  const { onMenuVisit, onToggleFavourite } = useMenuShortcuts();
  return (
    <PersonalCenterLayout
      headerActions={<AccountHeaderActions />}
      onMenuVisit={onMenuVisit}
      onToggleFavourite={onToggleFavourite}
    />
  );
}
