import '../styles/home-trail.css';
import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ROUTES } from '../../../config/paths';

/**
 * Where a public page sits: 首页, the pages on the way (links), then the page itself. antd's
 * Breadcrumb drawn by hand (its markup, its look in home-trail.css): the component brings its
 * dropdown, menu and tooltip code, some 10 KB of a lot page's first script, for items that
 * never open a menu.
 */
export function HomeTrail({ via, current }: { via: { to: string; label: ReactNode }; current: ReactNode }) {
  const items = [<Link to={ROUTES.home.path}>首页</Link>, <Link to={via.to}>{via.label}</Link>, current];
  return (
    <nav className="ant-breadcrumb lyp-home-trail">
      <ol>
        {items.map((item, index) => (
          <Fragment key={index}>
            {index > 0 ? (
              <li className="ant-breadcrumb-separator" aria-hidden="true">
                /
              </li>
            ) : null}
            <li className="ant-breadcrumb-item">
              <span className="ant-breadcrumb-link">{item}</span>
            </li>
          </Fragment>
        ))}
      </ol>
    </nav>
  );
}
