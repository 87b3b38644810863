export { createRolesRepository, type RolesRepository } from './roles.repository';
export { rolesRoutes } from './roles.routes';
export { createRolesService, type RolesService } from './roles.service';
