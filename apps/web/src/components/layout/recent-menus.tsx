import { HistoryOutlined } from '@ant-design/icons';
import type { MenuShortcut } from '@lyp/shared/permission/permission.schemas';
import { Tag } from 'antd';

/** The recently opened pages (MenuHistory), newest first, as quick links. */
export function RecentMenus({
  history,
  currentId,
  onOpen,
}: {
  history: MenuShortcut[];
  currentId?: number;
  onOpen(shortcut: MenuShortcut): void;
}) {
  if (history.length === 0) return null;
  return (
    <nav className="lyp-recent" aria-label="最近访问">
      <span className="lyp-recent__label">
        <HistoryOutlined /> 最近访问
      </span>
      <div className="lyp-recent__list">
        {history.slice(0, 8).map((shortcut) => (
          <Tag.CheckableTag
            key={shortcut.menuId}
            checked={shortcut.menuId === currentId}
            onChange={() => onOpen(shortcut)}
          >
            {shortcut.name}
          </Tag.CheckableTag>
        ))}
      </div>
    </nav>
  );
}
