import { render, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ROUTES, type RouteInfo } from '../../config/paths';
import { apiRequest } from '../../lib/api-client';
import { useSessionStore } from '../../stores/session-store';
import { PermittedOutlet } from './permitted-outlet';
import { page } from './route-builders';

/** A page that, like every list page, asks the server as soon as it mounts. */
function pageThatReads(route: RouteInfo) {
  function ReadingPage() {
    useEffect(() => {
      apiRequest('/lyp/api/admin/menu/tree').catch(() => undefined);
    }, []);
    return <h1>{route.title}</h1>;
  }
  return page(route, async () => ({ Component: ReadingPage }), 'personal-center');
}

function openCentrePage(pathname: string) {
  const router = createMemoryRouter(
    [
      {
        path: ROUTES.personalCenter.path,
        element: <PermittedOutlet />,
        children: [pageThatReads(ROUTES.menuManage), pageThatReads(ROUTES.personalHome)],
      },
    ],
    { initialEntries: [pathname] },
  );
  render(<RouterProvider router={router} />);
}

describe('a personal-centre page behind a permission', () => {
  const fetchMock = vi.fn(async () => Response.json({ code: 0, msg: '操作成功', data: [] }));
  beforeEach(() => {
    fetchMock.mockClear();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    useSessionStore.setState({ button: [] });
  });

  it('shows the 403 page and asks the server nothing when the user lacks the permission', async () => {
    useSessionStore.setState({ button: [{ id: 1, code: 'sys_dict_view', name: '查看字典' }] });
    openCentrePage(ROUTES.menuManage.path);
    expect(await screen.findByText('无权访问')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: '菜单管理' })).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the page, which then reads, when the user holds the permission', async () => {
    useSessionStore.setState({ button: [{ id: 2, code: 'sys_menu_view', name: '查看菜单' }] });
    openCentrePage(ROUTES.menuManage.path);
    expect(await screen.findByRole('heading', { name: '菜单管理' })).toBeInTheDocument();
    expect(screen.queryByText('无权访问')).not.toBeInTheDocument();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
  });

  it('opens a page without a permission to every signed-in user', async () => {
    openCentrePage(ROUTES.personalHome.path);
    expect(await screen.findByRole('heading', { name: '个人首页' })).toBeInTheDocument();
  });
});
