import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { Breadcrumb, Button, Layout } from 'antd';
import type { ReactNode } from 'react';
import { Brand } from './brand';
import { FavouritesDropdown } from './favourites-dropdown';
import type { PersonalCenterMenu } from './use-personal-center-menu';

export interface PersonalCenterHeaderProps {
  menu: PersonalCenterMenu;
  isPhone: boolean;
  tiling: boolean;
  collapsed: boolean;
  onCollapse(collapsed: boolean): void;
  onOpenDrawer(): void;
  onToggleFavourite(menuId: number, collected: boolean): void;
  actions: ReactNode;
}

/**
 * The centre's header: the menu button (the drawer on phones, folding otherwise) or, when
 * tiling, the brand; the breadcrumb; favourites and the account's actions.
 */
export function PersonalCenterHeader({
  menu,
  isPhone,
  tiling,
  collapsed,
  ...props
}: PersonalCenterHeaderProps) {
  return (
    <Layout.Header className="lyp-center__header">
      {isPhone ? (
        <Button
          type="text"
          icon={<MenuUnfoldOutlined />}
          aria-label="打开菜单"
          onClick={props.onOpenDrawer}
        />
      ) : tiling ? (
        <Brand />
      ) : (
        <Button
          type="text"
          icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
          aria-label={collapsed ? '展开菜单' : '收起菜单'}
          onClick={() => props.onCollapse(!collapsed)}
        />
      )}
      {!tiling && <Breadcrumb className="lyp-center__breadcrumb lyp-hide-on-phone" items={menu.breadcrumb} />}
      <div className="lyp-center__actions">
        <FavouritesDropdown
          favourites={menu.favourites}
          {...(menu.currentPage ? { current: menu.currentPage } : {})}
          onOpen={menu.openShortcut}
          onToggleFavourite={props.onToggleFavourite}
        />
        {props.actions}
      </div>
    </Layout.Header>
  );
}
