import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { FlatTreeItem } from './build-tree';
import { CheckboxTree } from './checkbox-tree';

const MENUS: FlatTreeItem[] = [
  { id: 1, parentId: 0, name: '系统管理', type: 'menu' },
  { id: 2, parentId: 1, name: '角色管理', type: 'menu' },
  { id: 3, parentId: 1, name: '用户管理', type: 'menu' },
  { id: 4, parentId: 2, name: '新增角色', type: 'button' },
  { id: 5, parentId: 2, name: '删除角色', type: 'button' },
  { id: 6, parentId: 0, name: '首页', type: 'menu' },
];

/** The tree as a form would hold it: checked ids in state, the latest report kept. */
function Harness({ initial, report }: { initial: number[]; report: (c: number[], h: number[]) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <CheckboxTree
      items={MENUS}
      value={value}
      searchable
      onChange={(checked, half) => {
        setValue(checked);
        report(checked, half);
      }}
    />
  );
}

const nodeOf = (name: string) => screen.getByText(name).closest('.ant-tree-treenode') as HTMLElement;
const boxOf = (name: string) => nodeOf(name).querySelector('.ant-tree-checkbox') as HTMLElement;
const isHalf = (name: string) => boxOf(name).classList.contains('ant-tree-checkbox-indeterminate');
const isChecked = (name: string) => boxOf(name).classList.contains('ant-tree-checkbox-checked');

/** Types by pasting: one input event, not one per character (antd in jsdom is slow). */
async function fill(input: HTMLElement, text: string) {
  await userEvent.click(input);
  await userEvent.paste(text);
}

// antd renders slowly in jsdom on a busy shared machine.
describe('<CheckboxTree>', { timeout: 20_000 }, () => {
  it('reports a parent as half-checked when one of its children is checked', async () => {
    const report = vi.fn();
    render(<Harness initial={[]} report={report} />);

    await userEvent.click(boxOf('用户管理'));

    expect(report).toHaveBeenLastCalledWith([3], [1]);
    expect(isHalf('系统管理')).toBe(true);
    expect(isChecked('用户管理')).toBe(true);
  });

  it('checks a parent fully once all its children are checked, all the way up', async () => {
    const report = vi.fn();
    render(<Harness initial={[3, 4]} report={report} />);

    await userEvent.click(boxOf('删除角色'));

    const [checked, half] = report.mock.lastCall as [number[], number[]];
    expect([...checked].sort()).toEqual([1, 2, 3, 4, 5]);
    expect(half).toEqual([]);
    expect(isChecked('系统管理')).toBe(true);
  });

  it('shows a stored half-checked parent as half-checked, not as all of its children', () => {
    // A role saved with 系统管理 (half) and 用户管理: 角色管理 and its buttons stay unchecked.
    render(<Harness initial={[1, 3]} report={() => {}} />);
    expect(isHalf('系统管理')).toBe(true);
    expect(isChecked('角色管理')).toBe(false);
    expect(isChecked('新增角色')).toBe(false);
  });

  it('opens every level at first and hides what a search does not match', async () => {
    render(<Harness initial={[]} report={() => {}} />);
    expect(screen.getByText('删除角色')).toBeVisible();

    await fill(screen.getByPlaceholderText('搜索名称'), '新增');

    expect(nodeOf('新增角色')).toBeVisible();
    expect(nodeOf('角色管理')).toBeVisible();
    expect(nodeOf('首页')).not.toBeVisible();
    expect(nodeOf('删除角色')).not.toBeVisible();
  });
});
