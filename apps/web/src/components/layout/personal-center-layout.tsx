import { Drawer, Grid, Layout } from 'antd';
import { useState, type ReactNode } from 'react';
import { useLayoutStore } from '../../stores/layout-store';
import { useSessionStore } from '../../stores/session-store';
import { Brand } from './brand';
import { PersonalCenterHeader } from './personal-center-header';
import { RecentMenus } from './recent-menus';
import { SideMenu } from './side-menu';
import { usePersonalCenterMenu } from './use-personal-center-menu';

export interface PersonalCenterLayoutProps {
  /** The header's right side: account menu, organisation switcher. */
  headerActions: ReactNode;
  onMenuVisit(menuId: number): void;
  onToggleFavourite(menuId: number, collected: boolean): void;
  /** The page (the router's outlet, or the 403 page in its place). */
  children: ReactNode;
}

/**
 * The personal centre: a side menu (or, in tiling mode, the menu groups across the top),
 * a header with favourites and the account, recent pages, and the page itself.
 */
export function PersonalCenterLayout({
  headerActions,
  onMenuVisit,
  onToggleFavourite,
  children,
}: PersonalCenterLayoutProps) {
  const screens = Grid.useBreakpoint();
  const isPhone = screens.md === false;
  const [drawerOpen, setDrawerOpen] = useState(false);
  const history = useSessionStore((state) => state.MenuHistory);
  const { menuType, collapsed, setCollapsed } = useLayoutStore();
  const menu = usePersonalCenterMenu({
    onMenuVisit,
    onToggleFavourite,
    onNavigated: () => setDrawerOpen(false),
  });
  const { currentId, openIds, menuProps } = menu;
  const tiling = menuType === 'tiling' && !isPhone;

  return (
    <Layout className="lyp-center">
      {!tiling && !isPhone && (
        <Layout.Sider
          className="lyp-center__sider"
          theme="light"
          width={224}
          collapsedWidth={64}
          collapsed={collapsed}
          trigger={null}
          collapsible
        >
          <div className="lyp-center__logo">
            <Brand compact={collapsed} />
          </div>
          <SideMenu mode="inline" {...menuProps} {...(collapsed ? {} : { openIds })} />
        </Layout.Sider>
      )}
      <Layout>
        <PersonalCenterHeader
          menu={menu}
          isPhone={isPhone}
          tiling={tiling}
          collapsed={collapsed}
          onCollapse={setCollapsed}
          onOpenDrawer={() => setDrawerOpen(true)}
          onToggleFavourite={onToggleFavourite}
          actions={headerActions}
        />
        {tiling && (
          <div className="lyp-center__tiles">
            <SideMenu mode="horizontal" {...menuProps} />
          </div>
        )}
        <Layout.Content className="lyp-center__content">
          <RecentMenus history={history} {...(currentId !== undefined ? { currentId } : {})} />
          {children}
        </Layout.Content>
      </Layout>
      {isPhone && (
        <Drawer
          className="lyp-center__drawer"
          placement="left"
          size={260}
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          title={<Brand />}
        >
          <SideMenu mode="inline" {...menuProps} openIds={openIds} />
        </Drawer>
      )}
    </Layout>
  );
}
