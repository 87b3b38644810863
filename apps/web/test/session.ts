import type { PermissionDef } from '@lyp/shared/rbac/permissions';
import { useSessionStore } from '../src/stores/session-store';

/** The signed-in user holds these buttons, and no others (what <Can> and the row actions check). */
export function grantButtons(...permissions: PermissionDef[]) {
  useSessionStore.setState({
    button: permissions.map(({ code, label }, index) => ({ id: index + 1, code, name: label })),
  });
}
