import { queryOptionsOf } from '../../../lib/api-call';

/**
 * The banners the home page shows now (enabled, in their period, by the server's clock).
 * Refetched on each visit: the back office invalidates this key after a change, and a
 * schedule may start or end between two visits.
 */
export const homeBannersQuery = () => queryOptionsOf('homeBanners');
