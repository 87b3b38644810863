import { Breadcrumb } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ROUTES } from '../../../config/paths';

/** Where a public page sits: 首页, the pages on the way (links), then the page itself. */
export function HomeTrail({ via, current }: { via: { to: string; label: ReactNode }; current: ReactNode }) {
  return (
    <Breadcrumb
      items={[
        { title: <Link to={ROUTES.home.path}>首页</Link> },
        { title: <Link to={via.to}>{via.label}</Link> },
        { title: current },
      ]}
    />
  );
}
