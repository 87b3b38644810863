import type { GrantableMenu } from '@lyp/shared/system/role-admin.schemas';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, serveApi } from '../../fake-api.test-support';
import { roleFixture } from '../role.fixture';
import { RoleResourceDrawer } from './role-resource-drawer';

const ITEMS: GrantableMenu[] = [
  { id: 1, parentId: 0, type: 'menu', code: 'SystemManage', name: '系统管理' },
  { id: 2, parentId: 1, type: 'menu', code: 'RoleManage', name: '角色管理' },
  { id: 3, parentId: 1, type: 'menu', code: 'UserManage', name: '用户管理' },
  { id: 4, parentId: 2, type: 'button', code: 'sys_role_add', name: '新增角色' },
  { id: 5, parentId: 2, type: 'button', code: 'sys_role_del', name: '删除角色' },
  { id: 6, parentId: 0, type: 'menu', code: 'Dashboard', name: '工作台' },
];

const ROLE = roleFixture({ name: '运营' });

/** The role holds 新增角色 and, with it, its two parent menus. */
function serve() {
  return serveApi({
    roleMenus: () => ({ roleId: ROLE.id, menuIds: [1, 2, 4], items: ITEMS }),
    roleGrant: (body) => ({ roleId: ROLE.id, menuIds: (body as { menuIds: number[] }).menuIds }),
  });
}

const boxOf = (name: string) =>
  screen.getByText(name).closest('.ant-tree-treenode')!.querySelector('.ant-tree-checkbox') as HTMLElement;

async function saveAndReadGrant(sent: ReturnType<typeof serve>): Promise<number[]> {
  await userEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
  await waitFor(() => expect(sent.some((request) => request.name === 'roleGrant')).toBe(true));
  const body = sent.find((request) => request.name === 'roleGrant')!.body as {
    roleId: number;
    menuIds: number[];
  };
  expect(body.roleId).toBe(ROLE.id);
  return [...body.menuIds].sort((a, b) => a - b);
}

afterEach(() => {
  vi.unstubAllGlobals();
});

// antd renders slowly in jsdom on a busy shared machine.
describe('<RoleResourceDrawer>', { timeout: 30_000 }, () => {
  it('shows the parents of a partly granted menu half-checked', async () => {
    serve();
    renderWithProviders(<RoleResourceDrawer role={ROLE} onClose={() => {}} />);

    await screen.findByText('新增角色');
    expect(boxOf('新增角色')).toHaveClass('ant-tree-checkbox-checked');
    expect(boxOf('角色管理')).toHaveClass('ant-tree-checkbox-indeterminate');
    expect(boxOf('系统管理')).toHaveClass('ant-tree-checkbox-indeterminate');
  });

  it('sends what the role holds, parents included, when saved unchanged, then reloads the profile', async () => {
    const sent = serve();
    const onSaved = vi.fn(() => Promise.resolve());
    renderWithProviders(<RoleResourceDrawer role={ROLE} onClose={() => {}} onSaved={onSaved} />);
    await screen.findByText('新增角色');

    expect(await saveAndReadGrant(sent)).toEqual([1, 2, 4]);
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
  });

  it('sends the checked entries with their half-checked parents', async () => {
    const sent = serve();
    renderWithProviders(<RoleResourceDrawer role={ROLE} onClose={() => {}} />);
    await screen.findByText('用户管理');

    await userEvent.click(boxOf('用户管理'));

    // 用户管理 and 新增角色 checked; 角色管理 and 系统管理 half-checked.
    expect(await saveAndReadGrant(sent)).toEqual([1, 2, 3, 4]);
  });

  it('sends a parent as fully checked once all its buttons are, and drops what was unchecked', async () => {
    const sent = serve();
    renderWithProviders(<RoleResourceDrawer role={ROLE} onClose={() => {}} />);
    await screen.findByText('删除角色');

    await userEvent.click(boxOf('删除角色'));
    await userEvent.click(boxOf('新增角色'));
    await userEvent.click(boxOf('工作台'));

    expect(await saveAndReadGrant(sent)).toEqual([1, 2, 5, 6]);
  });
});
