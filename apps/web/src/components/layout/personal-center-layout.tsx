import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import type { MenuShortcut } from '@lyp/shared/permission/permission.schemas';
import { Breadcrumb, Button, Drawer, Grid, Layout } from 'antd';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { ancestorIds, findMenuByPath, isLeafMenu, type SideMenuItem } from '../../lib/side-menu';
import { useLayoutStore } from '../../stores/layout-store';
import { useSessionStore } from '../../stores/session-store';
import { Brand } from './brand';
import { FavouritesDropdown } from './favourites-dropdown';
import { RecentMenus } from './recent-menus';
import { SideMenu } from './side-menu';

export interface PersonalCenterLayoutProps {
  /** The header's right side: account menu, organisation switcher. */
  headerActions: ReactNode;
  onMenuVisit(menuId: number): void;
  onToggleFavourite(menuId: number, collected: boolean): void;
}

/**
 * The personal centre: a side menu (or, in tiling mode, the menu groups across the top),
 * a header with favourites and the account, recent pages, and the page itself.
 */
export function PersonalCenterLayout({
  headerActions,
  onMenuVisit,
  onToggleFavourite,
}: PersonalCenterLayoutProps) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const screens = Grid.useBreakpoint();
  const isPhone = screens.md === false;
  const [drawerOpen, setDrawerOpen] = useState(false);

  const menu = useSessionStore((state) => state.menu);
  const sideMenu = useSessionStore((state) => state.sideMenu);
  const favourites = useSessionStore((state) => state.MenuCollect);
  const history = useSessionStore((state) => state.MenuHistory);
  const { menuType, collapsed, setCollapsed, pId, setPId } = useLayoutStore();

  const current = useMemo(() => findMenuByPath(menu, pathname), [menu, pathname]);
  const currentId = current?.id;
  // Only pages count as visits, not the groups above them.
  const visitedPageId = currentId !== undefined && isLeafMenu(menu, currentId) ? currentId : undefined;
  useEffect(() => {
    if (visitedPageId !== undefined) onMenuVisit(visitedPageId);
  }, [visitedPageId, onMenuVisit]);

  const trail = current ? [...ancestorIds(menu, current.id), current.id] : [];
  const openIds = pId !== null ? [pId] : trail.slice(0, -1);
  // A new page opens the groups around it, not the group opened by hand before.
  useEffect(() => setPId(null), [pathname, setPId]);
  const breadcrumb = trail
    .map((id) => menu.find((item) => item.id === id))
    .filter((item) => item !== undefined)
    .map((item) => ({ title: item.name }));

  const go = (path: string | null) => {
    if (path) void navigate(path);
    setDrawerOpen(false);
  };
  const openShortcut = (shortcut: MenuShortcut) => go(shortcut.path);
  const menuProps = {
    items: sideMenu,
    favourites,
    ...(currentId !== undefined ? { selectedId: currentId } : {}),
    onOpenChange: (ids: number[]) => setPId(ids.find((id) => !openIds.includes(id)) ?? null),
    onNavigate: (item: SideMenuItem) => go(item.path),
    onToggleFavourite,
  };
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
        <Layout.Header className="lyp-center__header">
          {isPhone ? (
            <Button
              type="text"
              icon={<MenuUnfoldOutlined />}
              aria-label="打开菜单"
              onClick={() => setDrawerOpen(true)}
            />
          ) : tiling ? (
            <Brand />
          ) : (
            <Button
              type="text"
              icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
              aria-label={collapsed ? '展开菜单' : '收起菜单'}
              onClick={() => setCollapsed(!collapsed)}
            />
          )}
          {!tiling && <Breadcrumb className="lyp-center__breadcrumb lyp-hide-on-phone" items={breadcrumb} />}
          <div className="lyp-center__actions">
            <FavouritesDropdown
              favourites={favourites}
              {...(visitedPageId !== undefined && current
                ? {
                    current: {
                      menuId: visitedPageId,
                      name: current.name,
                      collected: favourites.some((favourite) => favourite.menuId === visitedPageId),
                    },
                  }
                : {})}
              onOpen={openShortcut}
              onToggleFavourite={onToggleFavourite}
            />
            {headerActions}
          </div>
        </Layout.Header>
        {tiling && (
          <div className="lyp-center__tiles">
            <SideMenu mode="horizontal" {...menuProps} />
          </div>
        )}
        <Layout.Content className="lyp-center__content">
          <RecentMenus history={history} {...(currentId !== undefined ? { currentId } : {})} />
          <Outlet />
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
