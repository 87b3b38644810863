import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

/**
 * True when the menu (or button) is held now, through a role, by the main account of the
 * company a sub-account acts for: the account its certification was approved for, while that
 * account is active and the certification approved. A sub-account never holds more than the
 * account above it does at this moment, so a role losing a button takes it from every
 * sub-account below at their next request, whatever the grants still say.
 */
export function heldByMainAccount(menuId: SQLWrapper, orgId: SQLWrapper): SQL {
  return sql`EXISTS (
    SELECT 1
    FROM company_certifications main_cc
    JOIN users main_user ON main_user.id = main_cc.applicant_user_id AND main_user.status = 'active'
    JOIN user_roles main_ur ON main_ur.user_id = main_user.id
    JOIN role_menus main_rm ON main_rm.role_id = main_ur.role_id
    WHERE main_cc.org_id = ${orgId} AND main_cc.status = 'approved' AND main_rm.menu_id = ${menuId}
  )`;
}
