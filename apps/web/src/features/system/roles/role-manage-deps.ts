/** What the role page needs from app/: features do not reach into each other. */
export interface RoleManageDeps {
  /** Fetches the signed-in user's menus and buttons again (their own role may have changed). */
  reloadProfile: () => Promise<unknown>;
}
