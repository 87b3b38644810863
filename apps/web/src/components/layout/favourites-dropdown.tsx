import { StarOutlined } from '@ant-design/icons';
import type { MenuShortcut } from '@lyp/shared/permission/permission.schemas';
import { Button, Dropdown, Empty } from 'antd';

/** The starred pages (MenuCollect), one click away from anywhere in the personal centre. */
export function FavouritesDropdown({
  favourites,
  onOpen,
}: {
  favourites: MenuShortcut[];
  onOpen(shortcut: MenuShortcut): void;
}) {
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: favourites.map((favourite) => ({ key: String(favourite.menuId), label: favourite.name })),
        onClick: ({ key }) => {
          const favourite = favourites.find((entry) => String(entry.menuId) === key);
          if (favourite) onOpen(favourite);
        },
      }}
      popupRender={(menu) =>
        favourites.length > 0 ? (
          menu
        ) : (
          <div className="lyp-dropdown-empty">
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无收藏，点击菜单旁的星标即可收藏" />
          </div>
        )
      }
    >
      <Button type="text" icon={<StarOutlined />} aria-label="我的收藏">
        <span className="lyp-hide-on-phone">我的收藏</span>
      </Button>
    </Dropdown>
  );
}
