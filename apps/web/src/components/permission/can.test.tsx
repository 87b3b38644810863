import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '../../stores/session-store';
import { Can } from './can';

describe('<Can>', () => {
  afterEach(() => useSessionStore.setState({ button: [] }));

  it('renders its children for a user holding the button code', () => {
    useSessionStore.setState({ button: [{ id: 1, code: 'sys_dict_add', name: '新增字典' }] });
    render(<Can code="sys_dict_add">新增字典</Can>);
    expect(screen.getByText('新增字典')).toBeInTheDocument();
  });

  it('removes the element when the user lacks the code', () => {
    useSessionStore.setState({ button: [{ id: 2, code: 'sys_dict_edit', name: '编辑字典' }] });
    const { container } = render(<Can code="sys_dict_add">新增字典</Can>);
    expect(container).toBeEmptyDOMElement();
  });

  it('removes the element when the button list is empty, showing the fallback if given', () => {
    render(
      <Can code="sys_dict_add" fallback={<span>无权限</span>}>
        新增字典
      </Can>,
    );
    expect(screen.queryByText('新增字典')).not.toBeInTheDocument();
    expect(screen.getByText('无权限')).toBeInTheDocument();
  });
});
