import { PERMISSIONS } from '@lyp/shared/rbac/permissions';
import type { UserAdminRow } from '@lyp/shared/system/user-admin.schemas';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../../stores/session-store';
import { okBody, startApiStub } from '../../../../../test/api-stub';
import { UsersPage } from './users-page';
import { FeedbackApp } from '../../../../../test/feedback-app';

const USER: UserAdminRow = {
  id: 7,
  username: 'wang_audit',
  actualName: '王审核',
  phone: '13500001234',
  status: 'active',
  mustChangePassword: false,
  organisations: [{ id: 1, name: '乐易拍平台运营中心', isDefault: true }],
  roles: [{ id: 11, code: 'auditor', name: '审核员' }],
  createdAt: '2026-11-20T02:00:00.000Z',
  updatedAt: '2026-11-20T02:00:00.000Z',
};
const TEMPORARY_PASSWORD = 'Rk4mZp8TqW2nHs';

let stub: Awaited<ReturnType<typeof startApiStub>>;
beforeAll(async () => {
  stub = await startApiStub({
    getUserPage: () => okBody({ records: [USER], total: 1, current: 1, size: 10 }),
    getOrgOptions: () => okBody([]),
    getRoleList: () => okBody([]),
    '/resetPassword/7': () =>
      okBody({ user: { ...USER, mustChangePassword: true }, temporaryPassword: TEMPORARY_PASSWORD }),
  });
});
afterAll(() => stub.close());

const writeText = vi.fn(() => Promise.resolve());
beforeEach(() => {
  stub.requests.length = 0;
  writeText.mockClear();
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
});
afterEach(() => useSessionStore.setState({ button: [] }));

function renderPage(codes: string[]) {
  useSessionStore.setState({ button: codes.map((code, index) => ({ id: index + 1, code, name: code })) });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/personalcenter/usermanage']}>
        <FeedbackApp>
          <UsersPage />
        </FeedbackApp>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** antd's confirm carries its question twice (a hidden header for screen readers): find it by that. */
const confirmDialog = async () =>
  (await screen.findAllByText('确定重置用户“王审核”的密码吗？'))[0]!.closest('.ant-modal') as HTMLElement;

const resets = () => stub.requests.filter((request) => request.path.endsWith('/resetPassword/7'));

// antd renders slowly in jsdom on a busy shared machine.
describe('resetting a password from the user list', { timeout: 60_000 }, () => {
  it('asks first in a 416-wide dialog, then shows the temporary password once, ready to copy', async () => {
    renderPage([PERMISSIONS.userView.code, PERMISSIONS.userResetPassword.code]);
    await userEvent.click(await screen.findByRole('button', { name: '重置密码' }));

    const dialog = await confirmDialog();
    expect(dialog).toHaveStyle({ width: '416px' });
    expect(resets()).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));

    const password = await screen.findByLabelText('临时密码');
    expect(password).toHaveTextContent(TEMPORARY_PASSWORD);
    const shown = password.closest('.ant-modal') as HTMLElement;
    expect(shown).toHaveTextContent('密码已重置');
    expect(shown).toHaveTextContent('关闭后将无法再次查看');
    expect(resets()).toHaveLength(1);

    await userEvent.click(within(shown).getByRole('button', { name: /复\s*制/ }));
    expect(writeText).toHaveBeenCalledWith(TEMPORARY_PASSWORD);

    await userEvent.click(within(shown).getByRole('button', { name: '我已记下' }));
    await waitFor(() => expect(screen.queryByText(TEMPORARY_PASSWORD)).toBeNull());
  });

  it('sends nothing when the administrator cancels', async () => {
    renderPage([PERMISSIONS.userView.code, PERMISSIONS.userResetPassword.code]);
    await userEvent.click(await screen.findByRole('button', { name: '重置密码' }));
    const dialog = await confirmDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: /取\s*消/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(resets()).toHaveLength(0);
  });

  it('offers no reset to an administrator without the permission', async () => {
    renderPage([PERMISSIONS.userView.code]);
    expect(await screen.findByText('wang_audit')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '重置密码' })).toBeNull();
  });
});
