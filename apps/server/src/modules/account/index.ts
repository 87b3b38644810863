export { accountRoutes } from './account.routes';
export { createAccountService, isPasswordExpired, type AccountService } from './account.service';
