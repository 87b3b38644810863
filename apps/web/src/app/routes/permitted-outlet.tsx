import { PERMISSIONS } from '@lyp/shared/rbac/permissions';
import { Outlet } from 'react-router';
import { Forbidden } from '../../components/feedback/forbidden';
import { Can } from '../../components/permission/can';
import { useRouteHandle } from './route-handle';

/**
 * The page the location names, or the 403 page when the user lacks the page's permission (its
 * route's handle). The page then never mounts and asks the server nothing: the server's 403
 * would clear the session (spec §6) and lose whatever the user was doing.
 */
export function PermittedOutlet() {
  const permission = useRouteHandle()?.permission;
  if (!permission) return <Outlet />;
  return (
    <Can code={PERMISSIONS[permission].code} fallback={<Forbidden />}>
      <Outlet />
    </Can>
  );
}
