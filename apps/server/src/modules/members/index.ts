export { createMembersRepository, type MembersRepository } from './members.repository';
export { membersRoutes } from './members.routes';
export { createMembersService, type MembersService } from './members.service';
