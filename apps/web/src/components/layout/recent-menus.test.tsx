import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { RecentMenus } from './recent-menus';

const at = '2026-11-27T08:00:00.000Z';
const history = [
  { menuId: 1, code: 'payment', name: '货款支付', path: '/personalcenter/myOrder/payment', at },
  { menuId: 2, code: 'myOrder', name: '我的订单', path: '/personalcenter/myOrder', at },
];

/** The bar as the personal centre shows it: the current page is the one the location names. */
function Bar() {
  const { pathname } = useLocation();
  return <RecentMenus history={history} currentId={pathname.endsWith('/payment') ? 1 : 2} />;
}

describe('最近访问', () => {
  afterEach(() => window.sessionStorage.clear());

  it('returns to a page with the query it was left with', async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter initialEntries={['/personalcenter/myOrder/payment?id=3']}>
        <Bar />
      </MemoryRouter>,
    );
    await user.click(screen.getByRole('link', { name: '我的订单' }));
    expect(screen.getByRole('link', { name: '货款支付' })).toHaveAttribute(
      'href',
      '/personalcenter/myOrder/payment?id=3',
    );
    expect(screen.getByRole('link', { name: '我的订单' })).toHaveAttribute('href', '/personalcenter/myOrder');
  });
});
