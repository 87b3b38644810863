import type { Ok } from '@lyp/shared/api/envelope';
import { apiUrl } from '@lyp/shared/api/paths';
import type { PermissionListBody, Profile } from '@lyp/shared/permission/permission.schemas';
import { apiRequest } from '../../../lib/api-client';
import { notifyProblem } from '../../../lib/feedback';
import { useLayoutStore } from '../../../stores/layout-store';
import { useSessionStore } from '../../../stores/session-store';

export function getProfile(body: PermissionListBody): Promise<Ok<Profile>> {
  return apiRequest<Ok<Profile>>(apiUrl('permissionList'), { method: 'POST', body });
}

/**
 * Fetches the user info (menus, buttons, profile) into the session. On failure a notice
 * titled 提示 says why, and the answer is false (spec §8).
 */
export async function loadProfile(body: PermissionListBody = {}): Promise<boolean> {
  const { uId, tenantId } = useSessionStore.getState();
  try {
    const answer = await getProfile({
      ...(uId ? { userId: uId } : {}),
      ...(tenantId ? { tenantId } : {}),
      ...body,
    });
    useSessionStore.getState().applyProfile(answer.data, useLayoutStore.getState().menuType);
    return true;
  } catch (error) {
    notifyProblem((error as Error).message);
    return false;
  }
}
