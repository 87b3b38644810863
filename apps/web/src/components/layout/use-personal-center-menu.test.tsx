import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useNavigate } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { useLayoutStore } from '../../stores/layout-store';
import { usePersonalCenterMenu } from './use-personal-center-menu';

const ignore = () => undefined;

function renderMenu() {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={['/personalcenter/home']}>{children}</MemoryRouter>
  );
  return renderHook(
    () => ({
      menu: usePersonalCenterMenu({ onMenuVisit: ignore, onToggleFavourite: ignore, onNavigated: ignore }),
      navigate: useNavigate(),
    }),
    { wrapper },
  );
}

describe('the personal centre menu’s open group', () => {
  afterEach(() => {
    useLayoutStore.getState().reset();
    window.sessionStorage.clear();
  });

  it('keeps the group opened by hand when the menu is drawn afresh for the same page', () => {
    const first = renderMenu();
    act(() => first.result.current.menu.menuProps.onOpenChange([7]));
    expect(first.result.current.menu.openIds).toEqual([7]);
    first.unmount();

    const again = renderMenu();
    expect(again.result.current.menu.openIds).toEqual([7]);
  });

  it('closes the group opened by hand when another page is shown', async () => {
    const { result } = renderMenu();
    act(() => result.current.menu.menuProps.onOpenChange([7]));
    await act(() => result.current.navigate('/personalcenter/myOrder'));
    expect(result.current.menu.openIds).toEqual([]);
  });
});
