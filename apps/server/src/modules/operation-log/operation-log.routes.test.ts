import type { OperationLog } from '@lyp/shared/system/operation-log.schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/use-test-app';

describe('operation log', () => {
  const { t, tokens } = useTestApp({ signIn: ['admin'] });
  let adminUserId: number;
  let tenantId: number;
  beforeAll(async () => {
    const principal = await t.services.auth.authenticate(tokens.admin);
    adminUserId = principal!.userId;
    tenantId = principal!.tenantId;
  });

  const page = async (body: Record<string, unknown> = {}, token = tokens.admin) => {
    const response = await t.send('operationLogPage', { current: 1, size: 10, ...body }, token);
    return {
      status: response.statusCode,
      body: response.json<{ data: { records: OperationLog[]; total: number }; msg: string }>(),
    };
  };

  it('shows an administrator who changed what, with the record before and after, newest first', async () => {
    const actor = { userId: adminUserId, tenantId, ip: '10.0.0.9' };
    await t.services.operationLog.record(actor, {
      action: 'role.update',
      targetType: 'role',
      targetId: 41,
      summary: '编辑角色 审核员',
      before: { name: '审核' },
      after: { name: '审核员' },
    });
    t.clock.advance(1000);
    await t.services.operationLog.record(actor, {
      action: 'role.remove',
      targetType: 'role',
      targetId: 42,
      summary: '删除角色 临时',
    });

    const { status, body } = await page({ targetType: 'role' });
    expect(status).toBe(200);
    expect(body.data.records.map((log) => log.summary)).toEqual(['删除角色 临时', '编辑角色 审核员']);
    expect(body.data.records[1]).toMatchObject({
      actorUserId: adminUserId,
      action: 'role.update',
      targetId: '41',
      before: { name: '审核' },
      after: { name: '审核员' },
      ip: '10.0.0.9',
    });
  });

  it('finds entries by words of their summary', async () => {
    const { body } = await page({ keyword: '审核员' });
    expect(body.data.records.map((log) => log.summary)).toEqual(['编辑角色 审核员']);
  });

  it('is refused to a user without the log permission', async () => {
    const buyer = await t.signIn('buyer');
    const { status, body } = await page({}, buyer);
    expect(status).toBe(403);
    expect(body.msg).toContain('查看操作日志');
  });

  it('never shows another tenant its entries', async () => {
    const otherTenant = await t.database.db.execute<{ id: number }>(
      "INSERT INTO tenants (code, name, created_at, updated_at) VALUES ('other', '其他租户', now(), now()) RETURNING id",
    );
    await t.services.operationLog.record(
      { userId: adminUserId, tenantId: otherTenant.rows[0]!.id },
      { action: 'user.create', targetType: 'user', targetId: 1, summary: '其他租户的操作' },
    );
    const { body } = await page({ keyword: '其他租户' });
    expect(body.data.total).toBe(0);
  });
});
