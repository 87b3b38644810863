/** What the router needs before any page renders: loading the signed-in user's info, and where a temporary password goes. */
export { loadSessionDicts } from './api/dictionaries';
export { loadProfile } from './api/profile';
export { changePasswordPath } from './lib/change-password-path';
