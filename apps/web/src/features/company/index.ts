/**
 * 子账号管理: a certified company's staff accounts and what each may use. The page is its own
 * chunk, loaded when its route opens. (企业认证 itself lives with 立即认证 in the account feature.)
 */
export const loadSubAccountsPage = () =>
  import('./components/sub-accounts-page').then((module) => module.SubAccountsPage);
