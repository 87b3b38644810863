/** 合同中心: 费用合同 and 三方合同 of the caller's sales, and the public 单据核验 page. */
export const loadFeeContractPage = () =>
  import('./components/fee-contract-page').then((m) => m.FeeContractPage);
export const loadTripartiteContractPage = () =>
  import('./components/tripartite-contract-page').then((m) => m.TripartiteContractPage);
export const loadVerifyPage = () => import('./components/verify-page').then((m) => m.VerifyPage);
