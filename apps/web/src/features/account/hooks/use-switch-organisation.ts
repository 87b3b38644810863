import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ROUTES } from '../../../config/paths';
import { queryClient } from '../../../lib/query-client';
import { findMenuByPath } from '../../../lib/side-menu';
import { useSessionStore } from '../../../stores/session-store';
import { loadProfile } from '../api/profile';
import { useFeedback } from '../../../lib/feedback';

/**
 * Acting for another of the user's organisations: the profile is loaded for it and every query
 * is refetched, since data of the previous organisation must not linger. A personal-centre page
 * the new organisation has no menu for is left for the personal home; `stay` keeps a page that
 * is no menu's (立即认证).
 */
export function useSwitchOrganisation({ stay = false }: { stay?: boolean } = {}) {
  const navigate = useNavigate();
  const location = useLocation();
  const { message } = useFeedback();
  const [switching, setSwitching] = useState(false);

  const switchTo = async (orgId: number) => {
    setSwitching(true);
    const switched = await loadProfile({ orgId });
    setSwitching(false);
    if (!switched) return false;
    await queryClient.invalidateQueries();
    const { menu, orgName } = useSessionStore.getState();
    if (!stay && !findMenuByPath(menu, location.pathname)) void navigate(ROUTES.personalHome.path);
    void message.success(`已切换到 ${orgName || '该组织'}`);
    return true;
  };

  return { switching, switchTo };
}
