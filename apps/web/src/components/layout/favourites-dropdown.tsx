import { StarFilled, StarOutlined } from '@ant-design/icons';
import type { MenuShortcut } from '@lyp/shared/permission/permission.schemas';
import { Button, Dropdown, type MenuProps } from 'antd';

export interface CurrentPage {
  menuId: number;
  name: string;
  collected: boolean;
}

/**
 * The starred pages (MenuCollect), one click away from anywhere in the personal centre, and
 * a way to star the current page that needs no hover (keyboards, phones).
 */
export function FavouritesDropdown({
  favourites,
  current,
  onOpen,
  onToggleFavourite,
}: {
  favourites: MenuShortcut[];
  current?: CurrentPage;
  onOpen(shortcut: MenuShortcut): void;
  onToggleFavourite(menuId: number, collected: boolean): void;
}) {
  const items: NonNullable<MenuProps['items']> = [
    ...(current
      ? [
          {
            key: 'toggle-current',
            icon: current.collected ? <StarFilled /> : <StarOutlined />,
            label: current.collected ? `取消收藏“${current.name}”` : `收藏当前页面“${current.name}”`,
          },
          { type: 'divider' as const },
        ]
      : []),
    ...(favourites.length > 0
      ? favourites.map((favourite) => ({ key: String(favourite.menuId), label: favourite.name }))
      : [{ key: 'empty', label: '暂无收藏，点击菜单旁的星标即可收藏', disabled: true }]),
  ];

  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items,
        onClick: ({ key }) => {
          if (key === 'toggle-current' && current)
            return onToggleFavourite(current.menuId, !current.collected);
          const favourite = favourites.find((entry) => String(entry.menuId) === key);
          if (favourite) onOpen(favourite);
        },
      }}
    >
      <Button type="text" icon={<StarOutlined />} aria-label="我的收藏">
        <span className="lyp-hide-on-phone">我的收藏</span>
      </Button>
    </Dropdown>
  );
}
