export { createPermissionRepository } from './permission.repository';
export { permissionRoutes } from './permission.routes';
export { createPermissionService, type PermissionService } from './permission.service';
