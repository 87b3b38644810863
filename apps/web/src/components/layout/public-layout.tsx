import { MenuOutlined } from '@ant-design/icons';
import type { DrawerProps } from 'antd';
import { Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { ROUTES } from '../../config/paths';
import { LightButton } from '../light-button/light-button';
import { Brand } from './brand';

const NAV_ITEMS = [ROUTES.home, ROUTES.moreBid, ROUTES.moreNotice, ROUTES.about].map((route) => ({
  key: route.path,
  title: route.title,
}));

/** The section of the site the location belongs to, for the highlighted nav item. */
function activeNavKey(pathname: string): string {
  const match = NAV_ITEMS.filter((item) => item.key !== '/' && pathname.startsWith(item.key)).sort(
    (a, b) => b.key.length - a.key.length,
  )[0];
  return match?.key ?? (pathname === '/' ? '/' : '');
}

interface PublicLayoutProps {
  account: ReactNode;
  bell?: ReactNode;
  Drawer: ComponentType<DrawerProps>;
}

/**
 * Header, navigation and footer of the public pages; `account` fills the header's right side,
 * and `bell` (the signed-in user's messages) sits before it, on phones too. `Drawer` is antd's,
 * loaded on demand with its providers: only phones open it, and its code loads when it is
 * first opened.
 */
export function PublicLayout({ account, bell, Drawer }: PublicLayoutProps) {
  const { pathname } = useLocation();
  const [drawerOpen, setDrawerOpen] = useState(false);
  // Mounted from its first opening on, so it can animate closed.
  const [drawerOpened, setDrawerOpened] = useState(false);
  const active = activeNavKey(pathname);
  // Plain links rather than antd's Menu: the header is on every public page, and the menu
  // component would put some 20 KB on the home page's first load (issue 5's budget).
  const nav = (className: string, onNavigate?: () => void) => (
    <nav className={className} aria-label="主导航">
      {NAV_ITEMS.map((item) => (
        <Link
          key={item.key}
          to={item.key}
          className={item.key === active ? 'is-active' : undefined}
          aria-current={item.key === active ? 'page' : undefined}
          onClick={onNavigate}
        >
          {item.title}
        </Link>
      ))}
    </nav>
  );

  return (
    <div className="lyp-public">
      <header className="lyp-public__header">
        <div className="lyp-container lyp-public__bar">
          <Brand />
          {nav('lyp-public__nav')}
          {bell ? <div className="lyp-public__bell">{bell}</div> : null}
          <div className="lyp-public__account">{account}</div>
          <LightButton
            className="lyp-public__menu-button"
            type="text"
            icon={<MenuOutlined />}
            aria-label="打开导航"
            onClick={() => {
              setDrawerOpened(true);
              setDrawerOpen(true);
            }}
          />
        </div>
      </header>
      {drawerOpened ? (
        <Suspense fallback={null}>
          <Drawer
            title="导航"
            placement="right"
            size={260}
            open={drawerOpen}
            onClose={() => setDrawerOpen(false)}
          >
            {nav('lyp-public__drawer-nav', () => setDrawerOpen(false))}
            <div className="lyp-public__drawer-account">{account}</div>
          </Drawer>
        </Suspense>
      ) : null}
      <main className="lyp-public__content">
        <Outlet />
      </main>
      <footer className="lyp-public__footer">
        <div className="lyp-container">
          <nav className="lyp-public__footer-links" aria-label="页脚导航">
            <Link to={ROUTES.about.path}>关于我们</Link>
            <Link to={ROUTES.moreNotice.path}>平台公告</Link>
            <Link to={ROUTES.agreement.path}>用户注册协议</Link>
          </nav>
          <p>© 2026 乐易拍在线竞价平台 · 客服热线 400-820-1234 · 竞价有风险，参与需谨慎</p>
        </div>
      </footer>
    </div>
  );
}
