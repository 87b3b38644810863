import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { okBody, startApiStub } from '../../../../../test/api-stub';
import { UserFormModal } from './user-form-modal';
import { FeedbackApp } from '../../../../../test/feedback-app';

const ORGS = [
  { id: 1, name: '乐易拍平台运营中心', type: 'platform' },
  { id: 2, name: '江苏华东再生资源有限公司', type: 'company' },
];
const ROLES = [
  { id: 11, code: 'auditor', name: '审核员' },
  { id: 12, code: 'admin', name: '管理员' },
];

let stub: Awaited<ReturnType<typeof startApiStub>>;
beforeAll(async () => {
  stub = await startApiStub({
    getOrgOptions: () => okBody(ORGS),
    getRoleList: () => okBody(ROLES),
    addUser: ({ body }) =>
      okBody({
        user: { id: 99, ...(body as object), organisations: [], roles: [] },
        temporaryPassword: 'Tmp7kPq2Xw9aBc',
      }),
  });
});
afterAll(() => stub.close());
beforeEach(() => {
  stub.requests.length = 0;
});

function renderForm(onCreated = vi.fn()) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <FeedbackApp>
        <UserFormModal editing="new" onClose={() => {}} onCreated={onCreated} />
      </FeedbackApp>
    </QueryClientProvider>,
  );
  return onCreated;
}

const itemOf = (label: string) => screen.getByLabelText(label).closest('.ant-form-item') as HTMLElement;
const ok = () => userEvent.click(screen.getByRole('button', { name: /确\s*定/ }));

async function fill(label: string, text: string) {
  await userEvent.click(screen.getByLabelText(label));
  await userEvent.paste(text);
}

/** Opens a select by its label and picks an option by its text. */
async function choose(label: string, option: string) {
  await userEvent.click(screen.getByLabelText(label));
  await userEvent.click(await screen.findByTitle(option));
}

// antd renders slowly in jsdom on a busy shared machine.
describe('<UserFormModal>', { timeout: 60_000 }, () => {
  it('refuses an empty form with the shared schema’s messages and sends nothing', async () => {
    const onCreated = renderForm();
    await ok();

    // antd validates the fields one by one, asynchronously: wait until every message is there.
    await waitFor(() => {
      expect(itemOf('姓名')).toHaveTextContent('请输入姓名');
      expect(itemOf('手机号')).toHaveTextContent('请输入手机号');
      expect(itemOf('所属组织')).toHaveTextContent('请选择所属组织');
      expect(itemOf('角色')).toHaveTextContent('请选择角色');
    });
    // The username is optional: no message for leaving it empty.
    expect(itemOf('用户名')).not.toHaveTextContent('请输入');
    expect(stub.requests.some((request) => request.path.endsWith('addUser'))).toBe(false);
    expect(onCreated).not.toHaveBeenCalled();
  });

  it('names what is wrong with a username and a phone number as the server would', async () => {
    renderForm();
    await fill('用户名', '9lives');
    await fill('手机号', '12345');
    await ok();

    await waitFor(() => {
      expect(itemOf('用户名')).toHaveTextContent('用户名须以字母开头，由 4–20 位字母、数字或下划线组成');
      expect(itemOf('手机号')).toHaveTextContent('手机号格式不正确，请输入 11 位中国大陆手机号');
    });
  });

  it('sends a valid form and hands back the temporary password of the new user', async () => {
    const onCreated = renderForm();
    await fill('用户名', 'wang_audit');
    await fill('姓名', '王审核');
    await fill('手机号', '13500001234');
    await choose('所属组织', '江苏华东再生资源有限公司');
    await choose('角色', '审核员');
    await ok();

    await waitFor(() => expect(onCreated).toHaveBeenCalled());
    expect(onCreated.mock.calls[0]![0]).toMatchObject({ temporaryPassword: 'Tmp7kPq2Xw9aBc' });
    const sent = stub.requests.find((request) => request.path.endsWith('addUser'));
    expect(sent?.body).toEqual({
      username: 'wang_audit',
      actualName: '王审核',
      phone: '13500001234',
      orgIds: [2],
      roleIds: [11],
    });
    expect(within(document.body).queryByText('请选择所属组织')).toBeNull();
  });
});
