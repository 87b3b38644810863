import { BULLETIN_STATUS_LABELS } from '@lyp/shared/auction/bulletin.schemas';
import { AppError } from '../../lib/app-error';
import type { BulletinStatus } from './bulletins.repository';

/** A refusal naming the bulletin's status and the rule it breaks. */
export function wrongState(bulletin: { status: BulletinStatus }, rule: string): AppError {
  return new AppError('BULLETIN_WRONG_STATE', {
    params: { status: BULLETIN_STATUS_LABELS[bulletin.status], rule },
  });
}

/** The statuses a seller may still change freely. */
export const EDITABLE_STATUSES: BulletinStatus[] = ['draft', 'rejected', 'withdrawn'];
