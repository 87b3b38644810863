import { AppError } from '../../../lib/app-error';
import { RoleCodeConflictError, type RoleQueries } from '../roles.repository';

export async function requireRole(repository: RoleQueries, tenantId: number, id: number) {
  const role = await repository.findById(tenantId, id);
  if (!role) throw new AppError('ROLE_NOT_FOUND');
  return role;
}

export async function checkCode(repository: RoleQueries, tenantId: number, code: string, exceptId?: number) {
  if (await repository.isCodeTaken(tenantId, code, exceptId)) {
    throw new AppError('ROLE_CODE_TAKEN', { params: { code } });
  }
}

export const codeTakenAs = (code: string) => (error: unknown) => {
  if (error instanceof RoleCodeConflictError) throw new AppError('ROLE_CODE_TAKEN', { params: { code } });
  throw error;
};
