import { ROUTES } from '../../config/paths';

/**
 * What each page still to come will do, by route path. Only the placeholder page reads
 * these, so they load with it rather than with every first visit.
 */
export const PLACEHOLDER_DESCRIPTIONS: Readonly<Record<string, string>> = {
  [ROUTES.feeContract.path]: '委托方费用合同，可导出 PDF。',
  [ROUTES.tripartiteContract.path]: '委托方、买受人与平台的三方合同，可导出 PDF。',
};
