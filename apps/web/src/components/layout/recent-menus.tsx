import { HistoryOutlined } from '@ant-design/icons';
import type { MenuShortcut } from '@lyp/shared/permission/permission.schemas';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { rememberPageQuery, withLastQuery } from './page-queries';

/**
 * The recently opened pages (MenuHistory), newest first, as quick links. Each returns to its page
 * with the query it was left with: 货款支付 needs its ?id= to show anything.
 */
export function RecentMenus({ history, currentId }: { history: MenuShortcut[]; currentId?: number }) {
  const { pathname, search } = useLocation();
  useEffect(() => rememberPageQuery(pathname, search), [pathname, search]);
  const links = history.filter((shortcut) => shortcut.path).slice(0, 8);
  if (links.length === 0) return null;
  return (
    <nav className="lyp-recent" aria-label="最近访问">
      <span className="lyp-recent__label">
        <HistoryOutlined /> 最近访问
      </span>
      <ul className="lyp-recent__list">
        {links.map((shortcut) => {
          const current = shortcut.menuId === currentId;
          return (
            <li key={shortcut.menuId}>
              <Link
                to={current ? `${pathname}${search}` : withLastQuery(shortcut.path!)}
                className={`lyp-recent__link${current ? ' lyp-recent__link--current' : ''}`}
                aria-current={current ? 'page' : undefined}
              >
                {shortcut.name}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
