import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, serveApi } from '../../fake-api.test-support';
import { menuNode } from '../menu-node.fixture';
import { MenuMaintainTable } from './menu-maintain-table';

const node = (id: number, name: string, sort: number) => menuNode({ id, name, sort, code: `M${id}` });

const NODES = [node(1, '工作台', 10), node(2, '买受人中心', 20), node(3, '系统管理', 30)];

afterEach(() => {
  vi.unstubAllGlobals();
});

const rowNames = () =>
  [...document.querySelectorAll('tbody tr.ant-table-row')].map((row) => row.querySelector('td')?.textContent);

// antd renders slowly in jsdom on a busy shared machine.
describe('<MenuMaintainTable>', { timeout: 30_000 }, () => {
  it('reorders and hides on screen, then saves only the changes in one request', async () => {
    const sent = serveApi({ menuMaintain: () => ({ updated: 3 }), menuTree: () => NODES });
    const onDone = vi.fn();
    renderWithProviders(
      <MenuMaintainTable nodes={NODES} expandedKeys={[]} onExpandedKeysChange={() => {}} onDone={onDone} />,
    );

    await userEvent.click(screen.getByRole('button', { name: '上移系统管理' }));
    await userEvent.click(screen.getByLabelText('隐藏工作台'));
    expect(rowNames()).toEqual(['工作台', '系统管理', '买受人中心']);
    expect(sent).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: /保\s*存/ }));

    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(sent.filter((request) => request.name === 'menuMaintain')).toEqual([
      expect.objectContaining({
        body: {
          items: [
            { id: 1, sort: 10, isHidden: 1 },
            { id: 2, sort: 30, isHidden: 0 },
            { id: 3, sort: 20, isHidden: 0 },
          ],
        },
      }),
    ]);
  });

  it('sends nothing when nothing changed', async () => {
    const sent = serveApi({ menuMaintain: () => ({ updated: 0 }) });
    const onDone = vi.fn();
    renderWithProviders(
      <MenuMaintainTable nodes={NODES} expandedKeys={[]} onExpandedKeysChange={() => {}} onDone={onDone} />,
    );

    await userEvent.click(screen.getByRole('button', { name: /保\s*存/ }));

    expect(onDone).toHaveBeenCalled();
    expect(sent).toEqual([]);
  });
});
