import {
  AppstoreOutlined,
  DownOutlined,
  HomeOutlined,
  LogoutOutlined,
  MenuOutlined,
} from '@ant-design/icons';
import { Avatar, Button, Dropdown, Select } from 'antd';
import { useNavigate } from 'react-router';
import { ROUTES } from '../../../config/paths';
import { useLayoutStore } from '../../../stores/layout-store';
import { useSessionStore } from '../../../stores/session-store';
import { useSignOut } from '../hooks/use-sign-out';
import { useSwitchOrganisation } from '../hooks/use-switch-organisation';
import { avatarLetter } from '../lib/avatar-letter';

/** The header's account side: organisation switcher (for members of several) and the user menu. */
export function AccountHeaderActions() {
  const navigate = useNavigate();
  const { uName, org, orgId, rebuildSideMenu } = useSessionStore();
  const { menuType, setMenuType } = useLayoutStore();
  const signOut = useSignOut();
  const { switching, switchTo } = useSwitchOrganisation();

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
          onChange={(value: number) => void switchTo(value)}
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
            {avatarLetter(uName)}
          </Avatar>
          <span className="lyp-hide-on-phone">{uName}</span>
          <DownOutlined />
        </Button>
      </Dropdown>
    </>
  );
}
