export { authRoutes } from './auth.routes';
export { createAuthService, type AuthService } from './auth.service';
export { createTokenRepository, type TokenRepository } from './token.repository';
