import type { QualificationSubmitBody } from '@lyp/shared/account/qualification.schemas';
import type { QueryClient } from '@tanstack/react-query';
import { call, queryKeyOf, queryOptionsOf } from '../../../lib/api-call';

/** 竞买人资质: the licences the organisation acted for holds, and sending one for review. */
export const myQualificationsQuery = () => queryOptionsOf('qualificationMine');
export const submitQualification = (body: QualificationSubmitBody) => call('qualificationSubmit', body);
export const refreshMyQualifications = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: queryKeyOf('qualificationMine') });
