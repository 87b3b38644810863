import type { EndpointInput } from '@lyp/shared/api/endpoints';
import type { QueryClient } from '@tanstack/react-query';
import { call, download, queryKeyOf, queryOptionsOf } from '../../../lib/api-call';
import type { Decision } from './reviews';

/** 竞买人资质: the licences organisations sent, and the reviewer's decision on one. */
export const qualificationListQuery = (body: EndpointInput<'qualificationList'>) =>
  queryOptionsOf('qualificationList', body);
export const exportQualifications = (filters: EndpointInput<'qualificationExport'>) =>
  download('qualificationExport', filters);
export const reviewQualification = (id: number, decision: Decision) =>
  call('qualificationReview', { id, ...decision });
export const refreshQualifications = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: queryKeyOf('qualificationList') });
