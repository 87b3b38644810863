export { createMenusRepository, type MenusRepository } from './menus.repository';
export { menusRoutes } from './menus.routes';
export { createMenusService, type MenusService } from './menus.service';
