export { authRoutes } from './auth.routes';
export { createAuthService, type AuthService } from './auth.service';
export {
  accountThrottleKey,
  createSignInThrottle,
  loginThrottleKey,
  type SignInThrottle,
  type SignInThrottleLimiters,
} from './sign-in-throttle';
export { createTokenRepository, type TokenRepository } from './token.repository';
export { invalidClient, type ClientCredentials } from './oauth-clients';
