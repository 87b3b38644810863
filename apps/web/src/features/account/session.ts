/** What the router needs before any page renders: loading the signed-in user's info. */
export { loadSessionDicts } from './api/dictionaries';
export { loadProfile } from './api/profile';
