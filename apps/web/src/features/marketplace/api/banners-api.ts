import { queryOptionsOf } from '../../../lib/api-call';
import { FIRST_READ_FRESH_MS } from './market-queries';

/**
 * The banners the home page shows now (enabled, in their period, by the server's clock).
 * Refetched on each visit (unless just fetched for it): the back office invalidates this key
 * after a change, and a schedule may start or end between two visits.
 */
export const homeBannersQuery = () => ({ ...queryOptionsOf('homeBanners'), staleTime: FIRST_READ_FRESH_MS });
