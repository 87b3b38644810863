import type { Ok } from '@lyp/shared/api/envelope';
import { apiUrl } from '@lyp/shared/api/paths';
import { apiRequest } from '../../../lib/api-client';

export function revokeToken(): Promise<Ok<null>> {
  return apiRequest<Ok<null>>(apiUrl('logout'));
}
