import { StarFilled, StarOutlined } from '@ant-design/icons';
import type { MenuShortcut } from '@lyp/shared/permission/permission.schemas';
import { Menu, type MenuProps } from 'antd';
import type { SideMenuItem } from '../../lib/side-menu';
import { MenuIcon } from './menu-icon';

type MenuItems = NonNullable<MenuProps['items']>;

export interface SideMenuProps {
  items: SideMenuItem[];
  mode: 'inline' | 'horizontal';
  selectedId?: number;
  /** Open groups, when the menu controls them (inline and expanded); otherwise antd does. */
  openIds?: number[];
  favourites: MenuShortcut[];
  onOpenChange(ids: number[]): void;
  onNavigate(item: SideMenuItem): void;
  onToggleFavourite(menuId: number, collected: boolean): void;
}

function flatten(items: SideMenuItem[]): SideMenuItem[] {
  return items.flatMap((item) => [item, ...flatten(item.children)]);
}

/** The personal centre's menu, from the session's sideMenu tree; leaves carry a favourite star. */
export function SideMenu(props: SideMenuProps) {
  const favouriteIds = new Set(props.favourites.map((favourite) => favourite.menuId));
  const byKey = new Map(flatten(props.items).map((item) => [String(item.id), item]));

  const toMenuItems = (items: SideMenuItem[], depth: number): MenuItems =>
    items.map((item) => {
      const icon = depth === 0 ? <MenuIcon name={item.icon} /> : undefined;
      if (item.children.length > 0) {
        return {
          key: String(item.id),
          icon,
          label: item.name,
          children: toMenuItems(item.children, depth + 1),
        };
      }
      const collected = favouriteIds.has(item.id);
      return {
        key: String(item.id),
        icon,
        label: (
          <span className="lyp-menu-label">
            <span className="lyp-menu-label__text">{item.name}</span>
            <button
              type="button"
              className={`lyp-menu-star${collected ? ' lyp-menu-star--on' : ''}`}
              aria-label={collected ? `取消收藏${item.name}` : `收藏${item.name}`}
              title={collected ? '取消收藏' : '收藏'}
              onClick={(event) => {
                event.stopPropagation();
                props.onToggleFavourite(item.id, !collected);
              }}
            >
              {collected ? <StarFilled /> : <StarOutlined />}
            </button>
          </span>
        ),
      };
    });

  return (
    <Menu
      mode={props.mode}
      items={toMenuItems(props.items, 0)}
      selectedKeys={props.selectedId === undefined ? [] : [String(props.selectedId)]}
      {...(props.openIds
        ? {
            openKeys: props.openIds.map(String),
            onOpenChange: (keys: string[]) => props.onOpenChange(keys.map(Number)),
          }
        : {})}
      onClick={({ key }) => {
        const item = byKey.get(key);
        if (item?.path) props.onNavigate(item);
      }}
    />
  );
}
