import { PERMISSIONS } from '@lyp/shared/rbac/permissions';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { okBody, renderAt, startApiStub } from '../../../../../test/api-stub';
import { catchDownloads } from '../../../../../test/downloads';
import { grantButtons } from '../../../../../test/session';
import { roleFixture } from '../role.fixture';
import { createRoleManagePage } from './role-manage-page';

const ROLE = roleFixture();

const RoleManagePage = createRoleManagePage({ reloadProfile: () => Promise.resolve() });

let stub: Awaited<ReturnType<typeof startApiStub>>;
beforeAll(async () => {
  stub = await startApiStub({
    '/admin/sysRole/getRolePage': () => okBody({ records: [ROLE], total: 1, current: 1, size: 10 }),
    // Not a spreadsheet: the test checks what was asked for, not the file.
    '/admin/sysRole/exportRoles': () => ({ body: 'xlsx' }),
  });
});
afterAll(() => stub.close());

beforeEach(() => {
  stub.requests.length = 0;
  grantButtons(PERMISSIONS.roleView);
});

const exportButton = () => screen.queryByRole('button', { name: /导\s*出/ });

// antd renders slowly in jsdom on a busy shared machine.
describe('角色管理', { timeout: 30_000 }, () => {
  it('exports the roles as the list is filtered and sorted, without the page', async () => {
    const user = userEvent.setup();
    catchDownloads();
    grantButtons(PERMISSIONS.roleView, PERMISSIONS.roleExport);
    renderAt('/personalcenter/rolemanage?name=运营&sort=code&order=desc&current=2', <RoleManagePage />);
    await screen.findByText('运营专员');
    await user.click(exportButton()!);
    await waitFor(() =>
      expect(stub.sentTo('/admin/sysRole/exportRoles')).toEqual([
        { name: '运营', sort: 'code', order: 'desc' },
      ]),
    );
  });

  it('offers no export without its permission', async () => {
    renderAt('/personalcenter/rolemanage', <RoleManagePage />);
    await screen.findByText('运营专员');
    expect(exportButton()).toBeNull();
  });
});
