import type { EndpointInput } from '@lyp/shared/api/endpoints';
import type { QueryClient } from '@tanstack/react-query';
import { call, queryKeyOf, queryOptionsOf } from '../../../../lib/api-call';

/** 菜单管理: the platform's whole tree of menus and buttons, read and changed as one. */
export const menuTreeQuery = () => queryOptionsOf('menuTree');
export const refreshMenuTree = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: queryKeyOf('menuTree') });

/** A menu or a button (one table, told apart by type): a new one, or an edit of `id`. */
export const saveMenuEntry = (body: EndpointInput<'menuAdd'>, id: number | undefined) =>
  id === undefined ? call('menuAdd', body) : call('menuEdit', { ...body, id });
export const removeMenuEntry = (id: number) => call('menuRemove', { id });
/** Sort numbers and hidden flags of several entries, in one batch. */
export const maintainMenus = (items: EndpointInput<'menuMaintain'>['items']) =>
  call('menuMaintain', { items });
