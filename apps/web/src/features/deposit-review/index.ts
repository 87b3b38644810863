/** 保证金管理: the auditors confirm deposit payments, mark refunds sent, and read each deposit's record. */
export const loadMarginManagePage = () =>
  import('./components/margin-manage-page').then((m) => m.MarginManagePage);
