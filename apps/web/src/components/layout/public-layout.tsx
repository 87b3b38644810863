import { MenuOutlined } from '@ant-design/icons';
import { Button, Drawer, Layout, Menu } from 'antd';
import { useState, type ReactNode } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { ROUTES } from '../../config/paths';
import { Brand } from './brand';

const NAV_ITEMS = [ROUTES.home, ROUTES.moreBid, ROUTES.moreNotice, ROUTES.about].map((route) => ({
  key: route.path,
  label: <Link to={route.path}>{route.title}</Link>,
}));

/** The section of the site the location belongs to, for the highlighted nav item. */
function activeNavKey(pathname: string): string {
  const match = NAV_ITEMS.filter((item) => item.key !== '/' && pathname.startsWith(item.key)).sort(
    (a, b) => b.key.length - a.key.length,
  )[0];
  return match?.key ?? (pathname === '/' ? '/' : '');
}

/** Header, navigation and footer of the public pages; `account` fills the header's right side. */
export function PublicLayout({ account }: { account: ReactNode }) {
  const { pathname } = useLocation();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const selected = [activeNavKey(pathname)];

  return (
    <Layout className="lyp-public">
      <Layout.Header className="lyp-public__header">
        <div className="lyp-container lyp-public__bar">
          <Brand />
          <Menu className="lyp-public__nav" mode="horizontal" selectedKeys={selected} items={NAV_ITEMS} />
          <div className="lyp-public__account">{account}</div>
          <Button
            className="lyp-public__menu-button"
            type="text"
            icon={<MenuOutlined />}
            aria-label="打开导航"
            onClick={() => setDrawerOpen(true)}
          />
        </div>
      </Layout.Header>
      <Drawer
        title="导航"
        placement="right"
        size={260}
        open={drawerOpen}
        onClose={() => setDrawerOpen(false)}
      >
        <Menu
          mode="vertical"
          selectedKeys={selected}
          items={NAV_ITEMS}
          onClick={() => setDrawerOpen(false)}
        />
        <div className="lyp-public__drawer-account">{account}</div>
      </Drawer>
      <Layout.Content className="lyp-public__content">
        <Outlet />
      </Layout.Content>
      <Layout.Footer className="lyp-public__footer">
        <div className="lyp-container">
          <nav className="lyp-public__footer-links" aria-label="页脚导航">
            <Link to={ROUTES.about.path}>关于我们</Link>
            <Link to={ROUTES.moreNotice.path}>平台公告</Link>
            <Link to={ROUTES.agreement.path}>用户注册协议</Link>
          </nav>
          <p>© 2026 乐易拍在线竞价平台 · 客服热线 400-820-1234 · 竞价有风险，参与需谨慎</p>
        </div>
      </Layout.Footer>
    </Layout>
  );
}
