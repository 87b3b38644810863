import { call } from '../../../lib/api-call';
import { useSessionStore } from '../../../stores/session-store';

/** Stars or unstars a menu; the session keeps the answered list. */
export async function setMenuFavourite(menuId: number, collected: boolean): Promise<void> {
  useSessionStore.getState().setFavourites(await call('menuCollect', { menuId, collected }));
}

/** Remembers a visit for the recent-menus bar; a failure only costs the bar an entry. */
export async function recordMenuVisit(menuId: number): Promise<void> {
  try {
    useSessionStore.getState().setHistory(await call('menuHistory', { menuId }));
  } catch {
    // Not worth interrupting the user for.
  }
}
