import {
  AppstoreOutlined,
  DownOutlined,
  HomeOutlined,
  LogoutOutlined,
  MenuOutlined,
} from '@ant-design/icons';
import { App, Avatar, Button, Dropdown, Select } from 'antd';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ROUTES } from '../../../config/paths';
import { queryClient } from '../../../lib/query-client';
import { findMenuByPath } from '../../../lib/side-menu';
import { useLayoutStore } from '../../../stores/layout-store';
import { useSessionStore } from '../../../stores/session-store';
import { loadProfile } from '../api/profile';
import { useSignOut } from '../hooks/use-sign-out';

/** The header's account side: organisation switcher (for members of several) and the user menu. */
export function AccountHeaderActions() {
  const navigate = useNavigate();
  const location = useLocation();
  const { message } = App.useApp();
  const { uName, org, orgId, rebuildSideMenu } = useSessionStore();
  const { menuType, setMenuType } = useLayoutStore();
  const signOut = useSignOut();
  const [switching, setSwitching] = useState(false);

  const switchOrganisation = async (nextOrgId: number) => {
    setSwitching(true);
    const switched = await loadProfile({ orgId: nextOrgId });
    setSwitching(false);
    if (!switched) return;
    // Data of the previous organisation must not linger, nor a page it alone could open.
    await queryClient.invalidateQueries();
    const menu = useSessionStore.getState().menu;
    if (!findMenuByPath(menu, location.pathname)) void navigate(ROUTES.personalHome.path);
    void message.success(`已切换到 ${org.find((entry) => entry.orgId === nextOrgId)?.orgName ?? '该组织'}`);
  };

  const toggleMenuType = () => {
    const next = menuType === 'tiling' ? 'side' : 'tiling';
    setMenuType(next);
    rebuildSideMenu(next);
  };

  return (
    <>
      {org.length > 1 && (
        <Select
          className="lyp-org-switcher"
          aria-label="切换组织"
          value={orgId ?? undefined}
          loading={switching}
          onChange={(value: number) => void switchOrganisation(value)}
          options={org.map((entry) => ({ value: entry.orgId, label: entry.orgName }))}
          popupMatchSelectWidth={false}
        />
      )}
      <Dropdown
        trigger={['click']}
        menu={{
          items: [
            { key: 'home', icon: <HomeOutlined />, label: '个人首页' },
            {
              key: 'menu-type',
              icon: menuType === 'tiling' ? <MenuOutlined /> : <AppstoreOutlined />,
              label: menuType === 'tiling' ? '切换为侧边菜单' : '切换为平铺菜单',
            },
            { type: 'divider' },
            { key: 'logout', icon: <LogoutOutlined />, label: '退出登录', danger: true },
          ],
          onClick: ({ key }) => {
            if (key === 'home') void navigate(ROUTES.personalHome.path);
            if (key === 'menu-type') toggleMenuType();
            if (key === 'logout') signOut.mutate();
          },
        }}
      >
        <Button type="text" className="lyp-user-button" aria-label="账号菜单">
          <Avatar size="small" className="lyp-profile__avatar">
            {uName.slice(0, 1) || '我'}
          </Avatar>
          <span className="lyp-hide-on-phone">{uName}</span>
          <DownOutlined />
        </Button>
      </Dropdown>
    </>
  );
}
