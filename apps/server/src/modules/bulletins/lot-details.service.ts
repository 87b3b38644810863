import type { LotDetailsDeps } from './bulletins-deps';
import { lotViewings } from './use-cases/lot-viewings';
import { specifiedLists } from './use-cases/specified-lists';

/**
 * What a seller keeps beside a lot on its own screens: 看货 viewings and the 定向 lists. The
 * bulletin form sends them with its lots; these calls change one lot's without a new version.
 */
export function createLotDetailsService(deps: LotDetailsDeps) {
  return { ...lotViewings(deps), ...specifiedLists(deps) };
}
