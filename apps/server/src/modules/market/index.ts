export { createMarketRepository, type MarketRepository } from './market.repository';
export { marketRoutes } from './market.routes';
export { createMarketService, VIEW_WINDOW_SECONDS, type MarketService } from './market.service';
