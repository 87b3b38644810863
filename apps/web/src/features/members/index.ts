/** 注册会员: the auditors' list of registered members, their details, and barring them. */
export const loadRegisterMemberPage = () =>
  import('./components/register-member-page').then((m) => m.RegisterMemberPage);
