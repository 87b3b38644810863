import type { MenuNode } from '@lyp/shared/system/menu-admin.schemas';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, serveApi } from '../../fake-api.test-support';
import { menuNode as node } from '../menu-node.fixture';
import { MenuFormModal, type MenuFormTarget } from './menu-form-modal';

const NODES: MenuNode[] = [
  node({ id: 1, name: '系统管理' }),
  node({ id: 2, parentId: 1, name: '角色管理', path: '/personalcenter/rolemanage', icon: 'IdcardOutlined' }),
  node({ id: 3, parentId: 2, name: '新增角色', type: 'button' }),
];

const ICONS = [
  { label: '审计', value: 'AuditOutlined', sort: 10 },
  { label: '证件', value: 'IdcardOutlined', sort: 20 },
];

function serve() {
  return serveApi({
    dictItemsByCodes: () => ({ menu_icon: ICONS }),
    menuAdd: (body) => ({ ...(body as object), id: 9 }),
    menuEdit: (body) => body,
    menuTree: () => NODES,
  });
}

function open(target: MenuFormTarget) {
  return renderWithProviders(<MenuFormModal target={target} nodes={NODES} onClose={() => {}} />);
}

const preview = () => screen.getByTestId('menu-icon-preview');
const ok = () => userEvent.click(screen.getByRole('button', { name: /确\s*定/ }));

async function fill(label: string, text: string) {
  await userEvent.click(screen.getByLabelText(label));
  await userEvent.paste(text);
}

async function chooseIcon(optionText: string) {
  await userEvent.click(screen.getByLabelText('菜单图标'));
  await userEvent.click(await screen.findByText(optionText));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

// antd renders slowly in jsdom on a busy shared machine.
describe('<MenuFormModal>', { timeout: 30_000 }, () => {
  it('offers the menu_icon dictionary and previews the chosen icon', async () => {
    serve();
    open({ kind: 'add', parentId: 1 });

    expect(preview()).toHaveTextContent('未选择');
    await chooseIcon('审计（AuditOutlined）');

    await waitFor(() => expect(preview().querySelector('[aria-label="audit"]')).not.toBeNull());
  });

  it('shows an edited menu’s icon at once', async () => {
    serve();
    open({ kind: 'edit', menu: NODES[1]! });

    expect(preview().querySelector('[aria-label="idcard"]')).not.toBeNull();
  });

  it('refuses what the server would, with the shared schema’s messages, before sending', async () => {
    const sent = serve();
    open({ kind: 'add', parentId: 1 });

    await fill('路由地址', 'personalcenter/reports');
    await ok();

    expect(await screen.findByText('请输入菜单名称')).toBeInTheDocument();
    expect(screen.getByText('请输入菜单编码')).toBeInTheDocument();
    expect(
      screen.getByText('路由地址须为站内路径，以单个 / 开头，例如 /personalcenter/menuManage'),
    ).toBeInTheDocument();
    expect(sent.filter((request) => request.name === 'menuAdd')).toEqual([]);
  });

  it('sends a new menu with its parent, icon and switches', async () => {
    const sent = serve();
    open({ kind: 'add', parentId: 1 });

    await fill('菜单名称', '报表');
    await fill('菜单编码', 'Reports');
    await fill('路由地址', '/personalcenter/reports');
    await chooseIcon('审计（AuditOutlined）');
    await userEvent.click(screen.getByLabelText('缓存'));
    await ok();

    await waitFor(() => expect(sent.some((request) => request.name === 'menuAdd')).toBe(true));
    expect(sent.find((request) => request.name === 'menuAdd')?.body).toEqual({
      type: 'menu',
      parentId: 1,
      name: '报表',
      code: 'Reports',
      path: '/personalcenter/reports',
      icon: 'AuditOutlined',
      sort: 0,
      isHidden: false,
      metaKeepalive: true,
    });
  });

  it('keeps a system menu’s code out of reach', async () => {
    serve();
    open({ kind: 'edit', menu: { ...NODES[1]!, isSystem: true } });

    expect(screen.getByLabelText('菜单编码')).toBeDisabled();
    expect(screen.getByText('系统内置菜单的编码不能修改')).toBeInTheDocument();
  });
});
