/**
 * 注册审核: the platform's reviewers approve or turn down personal and company certifications
 * and companies' bank changes, correct a certified company's account and add its sub-accounts.
 * The page is its own chunk, loaded when its route opens.
 */
export const loadRegisterReviewPage = () =>
  import('./components/register-review-page').then((m) => m.RegisterReviewPage);
