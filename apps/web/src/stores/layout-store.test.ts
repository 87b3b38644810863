// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { createLayoutStore } from './layout-store';

describe('the layout store', () => {
  it('keeps menuType, collapsed and pId in session storage, and nothing else', () => {
    const store = createLayoutStore(() => sessionStorage);
    store.getState().setCollapsed(true);
    store.getState().setMenuType('tiling');
    store.getState().setPId(4);
    store.getState().measure(900);

    const saved = JSON.parse(sessionStorage.getItem('LYP_LAYOUT')!) as { state: Record<string, unknown> };
    expect(saved.state).toEqual({ menuType: 'tiling', collapsed: true, pId: 4 });
    expect(localStorage.length).toBe(0);
    expect(createLayoutStore(() => sessionStorage).getState()).toMatchObject({
      menuType: 'tiling',
      collapsed: true,
      pId: 4,
      tableHeight: 0,
    });
  });

  it('fits tables to the window', () => {
    const store = createLayoutStore(() => sessionStorage);
    store.getState().measure(900);
    expect(store.getState()).toMatchObject({ tableHeight: 600, tableScrollY: 545 });
    store.getState().measure(400);
    expect(store.getState().tableHeight).toBe(240);
  });
});
