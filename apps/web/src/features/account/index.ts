/** The account feature's pages and header parts; load lazily (see session.ts for the rest). */
export { AccountHeaderActions } from './components/account-header-actions';
export { AgreementPage } from './components/agreement-page';
export { CertifyPage } from './components/certify-page';
export { ForgetPasswordPage } from './components/forget-password-page';
export { LoginPage } from './components/login-page';
export { PersonalHomePage } from './components/personal-home-page';
export { SignupPage } from './components/signup-page';
export { useMenuShortcuts } from './hooks/use-menu-shortcuts';
