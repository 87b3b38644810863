export { createBannersRepository, type BannersRepository } from './banners.repository';
export { bannersRoutes } from './banners.routes';
export { createBannersService, type BannersService, type BannerWriteScope } from './banners.service';
