import type { PermissionListBody } from '@lyp/shared/permission/permission.schemas';
import { call } from '../../../lib/api-call';
import { notifyProblem } from '../../../lib/feedback';
import { useLayoutStore } from '../../../stores/layout-store';
import { useSessionStore } from '../../../stores/session-store';

export function getProfile(body: PermissionListBody) {
  return call('permissionList', body);
}

/**
 * Fetches the user info (menus, buttons, profile) into the session. On failure a notice
 * titled 提示 says why, and the answer is false (spec §8).
 */
export async function loadProfile(body: PermissionListBody = {}): Promise<boolean> {
  const { uId, tenantId } = useSessionStore.getState();
  try {
    const profile = await getProfile({
      ...(uId ? { userId: uId } : {}),
      ...(tenantId ? { tenantId } : {}),
      ...body,
    });
    useSessionStore.getState().applyProfile(profile, useLayoutStore.getState().menuType);
    return true;
  } catch (error) {
    notifyProblem((error as Error).message);
    return false;
  }
}
