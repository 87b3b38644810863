import type { EndpointInput } from '@lyp/shared/api/endpoints';
import type { UserFormValues } from '@lyp/shared/system/user-admin.schemas';
import type { QueryClient } from '@tanstack/react-query';
import { call, download, queryKeyOf, queryOptionsOf } from '../../../../lib/api-call';

/** 用户管理: the list, one user afresh, and the options its filters and form choose from. */
export const userPageQuery = (body: EndpointInput<'userPage'>) => queryOptionsOf('userPage', body);
export const userQuery = (id: number) => queryOptionsOf('userGet', { id });
export const organisationOptionsQuery = (keyword?: string) =>
  queryOptionsOf('orgOptions', keyword ? { keyword } : {});
export const roleOptionsQuery = () => queryOptionsOf('roleList', {});
export const exportUsers = (filters: EndpointInput<'userExport'>) => download('userExport', filters);
export const refreshUsers = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: queryKeyOf('userPage') });

/** A new user's answer carries their temporary password. */
export const addUser = (values: UserFormValues) => call('userAdd', values);
export const editUser = (id: number, values: UserFormValues) => call('userEdit', { ...values, id });
export const setUserStatus = (id: number, status: 'active' | 'disabled') =>
  call('userSetStatus', { id, status });
export const resetUserPassword = (id: number) => call('userResetPassword', { id });
export const unlockUser = (id: number) => call('userUnlock', { id });

/** Who changed what: across the tenant, or for one record (targetType and targetId). */
export const operationLogQuery = (body: EndpointInput<'operationLogPage'>) =>
  queryOptionsOf('operationLogPage', body);
