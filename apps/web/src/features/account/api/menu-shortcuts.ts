import type { Ok } from '@lyp/shared/api/envelope';
import { apiUrl } from '@lyp/shared/api/paths';
import type { MenuShortcut } from '@lyp/shared/permission/permission.schemas';
import { apiRequest } from '../../../lib/api-client';
import { useSessionStore } from '../../../stores/session-store';

/** Stars or unstars a menu; the session keeps the answered list. */
export async function setMenuFavourite(menuId: number, collected: boolean): Promise<void> {
  const answer = await apiRequest<Ok<MenuShortcut[]>>(apiUrl('menuCollect'), {
    method: 'POST',
    body: { menuId, collected },
  });
  useSessionStore.getState().setFavourites(answer.data);
}

/** Remembers a visit for the recent-menus bar; a failure only costs the bar an entry. */
export async function recordMenuVisit(menuId: number): Promise<void> {
  try {
    const answer = await apiRequest<Ok<MenuShortcut[]>>(apiUrl('menuHistory'), {
      method: 'POST',
      body: { menuId },
    });
    useSessionStore.getState().setHistory(answer.data);
  } catch {
    // Not worth interrupting the user for.
  }
}
