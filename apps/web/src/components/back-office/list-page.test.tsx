import { QueryClient, QueryClientProvider, type UseQueryOptions } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { useSessionStore } from '../../stores/session-store';
import type { FilterField } from './list-filters';
import { ListPage, type ListPageProps, type PageData } from './list-page';
import type { ListState } from './list-url-state';
import { FeedbackApp } from '../../../test/feedback-app';

interface Role {
  id: number;
  name: string;
  status: number;
}

const ROLES: Role[] = Array.from({ length: 25 }, (_, index) => ({
  id: index + 1,
  name: `角色${index + 1}`,
  status: index % 2,
}));

const FILTERS: FilterField[] = [
  { name: 'keyword', label: '角色名称', kind: 'text' },
  {
    name: 'status',
    label: '状态',
    kind: 'select',
    options: [
      { label: '停用', value: 0 },
      { label: '启用', value: 1 },
    ],
  },
];

/** A server in miniature: filters by keyword, pages and sorts by id, and remembers each request. */
function rolesServer(rows: Role[] = ROLES) {
  const requests: ListState[] = [];
  const query = (state: ListState): UseQueryOptions<PageData<Role>, Error, PageData<Role>> => ({
    queryKey: ['roles', state],
    queryFn: () => {
      requests.push(state);
      const keyword = state.filters.keyword ?? '';
      const matching = rows.filter((row) => row.name.includes(keyword));
      if (state.sort === 'id' && state.order === 'desc') matching.reverse();
      const start = (state.current - 1) * state.size;
      return Promise.resolve({
        records: matching.slice(start, start + state.size),
        total: matching.length,
        current: state.current,
        size: state.size,
      });
    },
  });
  return { requests, query };
}

function Address() {
  const location = useLocation();
  return <output aria-label="地址">{location.search}</output>;
}

const address = () => new URLSearchParams(screen.getByLabelText('地址').textContent ?? '');

function renderList(
  props: Pick<ListPageProps<Role>, 'query'> & Partial<ListPageProps<Role>>,
  url = '/roles',
) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const tree = (changed: Partial<ListPageProps<Role>> = {}) => (
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <FeedbackApp>
          <ListPage<Role>
            title="角色管理"
            filters={FILTERS}
            rowKey="id"
            columns={[
              { title: '编号', dataIndex: 'id', sorter: true },
              { title: '角色名称', dataIndex: 'name' },
            ]}
            {...props}
            {...changed}
          />
          <Address />
        </FeedbackApp>
      </MemoryRouter>
    </QueryClientProvider>
  );
  const view = render(tree());
  /** The same page drawn again with some props changed (a select's choices arriving). */
  return { ...view, redraw: (changed: Partial<ListPageProps<Role>>) => view.rerender(tree(changed)) };
}

/** Types by pasting: one input event, not one per character (antd in jsdom is slow). */
async function fill(input: HTMLElement, text: string) {
  await userEvent.click(input);
  await userEvent.paste(text);
}

// antd renders slowly in jsdom on a busy shared machine.
describe('<ListPage>', { timeout: 20_000 }, () => {
  afterEach(() => useSessionStore.setState({ button: [] }));

  it('writes the search form to the URL and asks the server for it', async () => {
    const server = rolesServer();
    renderList({ query: server.query });
    await screen.findByText('角色1');

    await fill(screen.getByLabelText('角色名称'), '角色2');
    await userEvent.click(screen.getByRole('button', { name: /查\s*询/ }));

    await waitFor(() => expect(address().get('keyword')).toBe('角色2'));
    await screen.findByText('角色20');
    expect(server.requests.at(-1)?.filters).toEqual({ keyword: '角色2' });
    expect(screen.queryByText('角色1')).not.toBeInTheDocument();
  });

  it('fills the search form from the URL it is opened with, select values included', async () => {
    const server = rolesServer();
    renderList({ query: server.query }, '/roles?keyword=%E8%A7%92%E8%89%B23&status=1');

    expect(await screen.findByDisplayValue('角色3')).toBeInTheDocument();
    // The URL's '1' selects the option whose value is the number 1.
    expect(screen.getByTitle('启用')).toBeInTheDocument();
    expect(server.requests[0]?.filters).toEqual({ keyword: '角色3', status: '1' });
  });

  it('keeps what the user typed when a select’s choices arrive', async () => {
    const server = rolesServer();
    const choicesLoading = [FILTERS[0]!, { ...FILTERS[1]!, options: [] }];
    const view = renderList({ query: server.query, filters: choicesLoading }, '/roles?status=1');
    await screen.findByText('角色1');
    await fill(screen.getByLabelText('角色名称'), '角色2');

    view.redraw({ filters: FILTERS });

    // The URL's status now shows as its option, and the typed keyword is still there to search.
    expect(await screen.findByTitle('启用')).toBeInTheDocument();
    expect(screen.getByLabelText('角色名称')).toHaveValue('角色2');
    await userEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() => expect(address().get('keyword')).toBe('角色2'));
  });

  it('clears the URL on 重置', async () => {
    const server = rolesServer();
    renderList({ query: server.query }, '/roles?keyword=%E8%A7%92%E8%89%B23&current=1&size=20');
    await screen.findByDisplayValue('角色3');

    await userEvent.click(screen.getByRole('button', { name: /重\s*置/ }));

    await waitFor(() => expect(address().toString()).toBe(''));
    expect(screen.getByLabelText('角色名称')).toHaveValue('');
  });

  it('turns pages through the URL, asks for that page and shows the total', async () => {
    const server = rolesServer();
    renderList({ query: server.query });
    await screen.findByText('角色1');
    expect(screen.getByText('共 25 条')).toBeInTheDocument();

    await userEvent.click(screen.getByTitle('2'));

    await waitFor(() => expect(address().get('current')).toBe('2'));
    await screen.findByText('角色11');
    expect(server.requests.at(-1)).toMatchObject({ current: 2, size: 10 });
  });

  it('sorts on the server when a sortable column header is clicked', async () => {
    const server = rolesServer();
    renderList({ query: server.query }, '/roles?current=2');
    await screen.findByText('角色11');

    await userEvent.click(screen.getByRole('columnheader', { name: /编号/ }));
    await userEvent.click(screen.getByRole('columnheader', { name: /编号/ }));

    await waitFor(() => expect(address().get('order')).toBe('desc'));
    expect(address().get('sort')).toBe('id');
    // A new order starts again at the first page.
    expect(address().get('current')).toBeNull();
    await screen.findByText('角色25');
    expect(server.requests.at(-1)).toMatchObject({ sort: 'id', order: 'desc', current: 1 });
  });

  it('moves back to the last page when the page in the URL is past the end', async () => {
    // e.g. the only row of page 3 was just removed: 15 rows leave 2 pages.
    const server = rolesServer(ROLES.slice(0, 15));
    renderList({ query: server.query }, '/roles?current=3');

    await waitFor(() => expect(address().get('current')).toBe('2'));
    expect(await screen.findByText('角色11')).toBeInTheDocument();
  });

  it('says 暂无数据 when there are no records', async () => {
    renderList({ query: rolesServer([]).query });
    expect(await screen.findByText('暂无数据')).toBeInTheDocument();
  });

  it('shows why loading failed and loads again on 重试', async () => {
    let failing = true;
    const server = rolesServer();
    const query = (state: ListState) => {
      const options = server.query(state);
      return {
        ...options,
        queryFn: () =>
          failing
            ? Promise.reject(new ApiError('服务暂时不可用，请稍后重试', 503))
            : (options.queryFn as () => Promise<PageData<Role>>)(),
      };
    };
    renderList({ query });

    expect(await screen.findByText('服务暂时不可用，请稍后重试')).toBeInTheDocument();
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: /重\s*试/ }));

    expect(await screen.findByText('角色1')).toBeInTheDocument();
    expect(screen.queryByText('服务暂时不可用，请稍后重试')).not.toBeInTheDocument();
  });

  it('shows a row action only to users holding its button code', async () => {
    useSessionStore.setState({ button: [{ id: 1, code: 'role_edit', name: '编辑角色' }] });
    renderList({
      query: rolesServer(ROLES.slice(0, 1)).query,
      rowActions: [
        { key: 'edit', label: '编辑', code: 'role_edit', onClick: () => {} },
        { key: 'remove', label: '删除', code: 'role_remove', onClick: () => {} },
      ],
    });

    const row = (await screen.findByText('角色1')).closest('tr')!;
    expect(within(row).getByRole('button', { name: /编\s*辑/ })).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: /删\s*除/ })).not.toBeInTheDocument();
  });

  it('drops the 操作 column when the user holds none of the actions’ codes', async () => {
    renderList({
      query: rolesServer(ROLES.slice(0, 1)).query,
      rowActions: [{ key: 'remove', label: '删除', code: 'role_remove', onClick: () => {} }],
    });
    await screen.findByText('角色1');
    expect(screen.queryByText('操作')).not.toBeInTheDocument();
  });
});
