/** 银行对账: the auditors import the platform account's statement and settle what it could not match. */
export const loadBankStatementPage = () =>
  import('./components/bank-statement-page').then((m) => m.BankStatementPage);
