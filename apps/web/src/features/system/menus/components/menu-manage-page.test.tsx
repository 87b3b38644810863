import { PERMISSIONS } from '@lyp/shared/rbac/permissions';
import type { MenuNode } from '@lyp/shared/system/menu-admin.schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../../stores/session-store';
import { grantButtons } from '../../../../../test/session';
import { renderWithProviders, serveApi } from '../../fake-api.test-support';
import { menuNode } from '../menu-node.fixture';
import { MenuManagePage } from './menu-manage-page';

const NODES: MenuNode[] = [
  menuNode({ id: 1, name: '系统管理', isSystem: true, roleCount: 1 }),
  menuNode({ id: 2, parentId: 1, name: '报表', path: '/personalcenter/reports' }),
  menuNode({ id: 3, parentId: 2, name: '导出报表', type: 'button' }),
];

const rowOf = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;

afterEach(() => {
  vi.unstubAllGlobals();
  useSessionStore.setState({ button: [] });
});

// antd renders slowly in jsdom on a busy shared machine.
describe('<MenuManagePage>', { timeout: 30_000 }, () => {
  it('shows only the actions the user’s buttons allow', async () => {
    serveApi({ menuTree: () => NODES });
    grantButtons(PERMISSIONS.menuView, PERMISSIONS.menuEdit);
    renderWithProviders(<MenuManagePage />);

    await screen.findByText('报表');
    expect(screen.queryByRole('button', { name: '新增菜单' })).toBeNull();
    expect(screen.getByRole('button', { name: /维\s*护/ })).toBeInTheDocument();
    expect(within(rowOf('报表')).getByRole('button', { name: /编\s*辑/ })).toBeInTheDocument();
    expect(within(rowOf('报表')).queryByRole('button', { name: /删\s*除/ })).toBeNull();
    expect(within(rowOf('报表')).queryByRole('button', { name: '新增子菜单' })).toBeNull();
  });

  it('removes an entry after confirmation and shows the tree again', async () => {
    const tree = [...NODES];
    const sent = serveApi({
      menuTree: () => tree,
      menuRemove: () => {
        tree.splice(2, 1);
        return null;
      },
    });
    grantButtons(PERMISSIONS.menuView, PERMISSIONS.menuRemove);
    renderWithProviders(<MenuManagePage />);

    await userEvent.click(await screen.findByRole('button', { name: '展开全部' }));
    await userEvent.click(within(rowOf('导出报表')).getByRole('button', { name: /删\s*除/ }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('确定删除按钮“导出报表”吗？');
    await userEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));

    await waitFor(() => expect(screen.queryByText('导出报表')).toBeNull());
    expect(sent.filter((request) => request.name === 'menuRemove').map((request) => request.url)).toEqual([
      '/lyp/api/admin/sysMenu/removeMenu/3',
    ]);
    // A system entry cannot be removed: its button is there but disabled.
    expect(within(rowOf('系统管理')).getByRole('button', { name: /删\s*除/ })).toBeDisabled();
  });
});
