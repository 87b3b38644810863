export { createUserAdminRepository, type UserAdminRepository } from './user-admin.repository';
export { userAdminRoutes } from './user-admin.routes';
export { createUserAdminService, type UserAdminService } from './user-admin.service';
