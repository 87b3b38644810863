import { AppError } from '../../../lib/app-error';
import type { Actor } from '../../operation-log';
import type { MembersRepository } from '../members.repository';

export async function requireMember(members: MembersRepository, actor: Actor, userId: number) {
  const member = await members.findMember(actor.tenantId, userId);
  if (!member) throw new AppError('MEMBER_NOT_FOUND');
  return member;
}
