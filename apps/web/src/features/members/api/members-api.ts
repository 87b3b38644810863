import type { EndpointInput } from '@lyp/shared/api/endpoints';
import type { QueryClient } from '@tanstack/react-query';
import { call, download, queryKeyOf, queryOptionsOf } from '../../../lib/api-call';

/** 注册会员: one page of the platform's members as filtered. */
export const memberPageQuery = (input: EndpointInput<'memberPage'>) => queryOptionsOf('memberPage', input);

/** One member's details, read afresh; `userId` 0 is never asked for. */
export const memberDetailQuery = (userId: number) => queryOptionsOf('memberDetail', { userId });

export const exportMembers = (filters: EndpointInput<'exportCompanyAuth'>) =>
  download('exportCompanyAuth', filters);

/** 禁用 / 启用, with the reason the operation log keeps. */
export const barMember = (body: EndpointInput<'memberBar'>) => call('memberBar', body);

/** The list and an open drawer both show the member's status. */
export const refreshMembers = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeyOf('memberPage') }),
    queryClient.invalidateQueries({ queryKey: queryKeyOf('memberDetail') }),
  ]);
