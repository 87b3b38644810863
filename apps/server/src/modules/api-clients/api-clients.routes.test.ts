import type { ApiClient, ApiClientCall, ApiClientList } from '@lyp/shared/integrations/api-client.schemas';
import type { OperationLog } from '@lyp/shared/system/operation-log.schemas';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { clientToken, makeClient, requestToken } from '../../../test/api-client-fixtures';
import { errorOf } from '../../../test/answers';
import { dataOf, useAuctionApp } from '../../../test/auction-fixtures';
import { certifiedCompany, profileOf } from '../../../test/company-fixtures';
import { soldOrder } from '../../../test/order-fixtures';
import { signedInSocket, useLiveChannel } from '../../../test/live-fixtures';
import { addMember, sellerInSecondCompany } from '../../../test/org-fixtures';
import {
  apiClients,
  companyCertifications,
  operationLogs,
  organisations,
  roles,
  userOrganisations,
  userRoles,
  users,
} from '../../db/schema';
import { sha256Hex } from '../../lib/secrets';

const { t, tokens } = useAuctionApp();
const live = useLiveChannel(t);

const listOf = async (token: string) =>
  dataOf<ApiClientList>(await t.call('GET', 'apiClientList', { token }));
const sellerOrdersStatus = async (token: string) =>
  (await t.call('POST', 'sellerOrders', { token, body: {} })).statusCode;
const orderReader = { scopes: ['order_manage_view'] };

describe('API clients (API 客户端) of a certified company', () => {
  it('are made by its main account, the secret shown once and kept only as a hash', async () => {
    const { client, clientSecret } = await makeClient(t, tokens.seller, {
      name: 'ERP 订单同步',
      scopes: ['order_manage_view', 'order_manage_view'],
      ipAllowlist: [],
    });
    expect(client).toMatchObject({
      name: 'ERP 订单同步',
      clientId: expect.stringMatching(/^lypc_[0-9a-f]{20}$/),
      scopes: ['order_manage_view'],
      rateLimitPerMinute: 120,
      status: 'active',
      secretHint: clientSecret.slice(-4),
    });
    expect(clientSecret).toMatch(/^lypcs_[\w-]{43}$/);
    const listed = await listOf(tokens.seller);
    expect(listed.refusal).toBeNull();
    expect(listed.records).toContainEqual(client);
    expect(JSON.stringify(listed)).not.toContain(clientSecret);
    const [row] = await t.database.db.select().from(apiClients).where(eq(apiClients.id, client.id));
    expect(row!.secretSha256).toBe(sha256Hex(clientSecret));
    const logs = await t.database.db
      .select()
      .from(operationLogs)
      .where(and(eq(operationLogs.targetType, 'api_client'), eq(operationLogs.targetId, String(client.id))));
    expect(logs.map((log) => log.action)).toEqual(['api_client.create']);
    expect(JSON.stringify(logs)).not.toContain(clientSecret);
  });

  it('offer only the rights their maker holds, and refuse any other naming it', async () => {
    const { grantableScopes } = await listOf(tokens.seller);
    const codes = grantableScopes.map((scope) => scope.code);
    expect(grantableScopes).toContainEqual({
      code: 'order_manage_view',
      label: '查看订单管理',
      group: '订单管理',
    });
    expect(codes).not.toContain('sub_account_add');
    expect(codes).not.toContain('api_client_manage');
    expect(codes).not.toContain('sys_user_view');
    for (const scope of ['sys_user_view', 'sub_account_add', 'api_client_manage']) {
      expect(
        errorOf(
          await t.call('POST', 'apiClientCreate', {
            token: tokens.seller,
            body: { name: 'x', scopes: [scope] },
          }),
        ),
      ).toMatchObject({ status: 400, error: 'API_CLIENT_SCOPE_BEYOND', fields: [{ field: 'scopes' }] });
    }
    const refused = errorOf(
      await t.call('POST', 'apiClientCreate', {
        token: tokens.seller,
        body: { name: 'x', scopes: ['sys_user_view'] },
      }),
    );
    expect(refused.msg).toBe('不能授予客户端您未持有或不可开放的权限：查看用户');
  });

  it('refuse a bad IP allow-list, rate or empty scope list naming the field', async () => {
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ ipAllowlist: ['10.0.0.300'] }, 'ipAllowlist.0', 'IP 白名单中「10.0.0.300」不是有效的 IP 地址或网段'],
      [{ rateLimitPerMinute: 5 }, 'rateLimitPerMinute', '每分钟调用上限不能小于 10'],
      [{ scopes: [] }, 'scopes', '请至少授予客户端一项权限'],
      [{ name: ' ' }, 'name', '请输入客户端名称'],
    ];
    for (const [change, field, msg] of cases) {
      const answer = errorOf(
        await t.call('POST', 'apiClientCreate', {
          token: tokens.seller,
          body: { name: 'ERP', ...orderReader, ...change },
        }),
      );
      expect(answer).toMatchObject({ status: 400, fields: [{ field, msg }] });
    }
  });

  it('are not for a sub-account, a personal account or an uncertified company', async () => {
    const person = await addMember(t, { role: 'buyer', certified: true });
    const { refusal, grantableScopes } = await listOf(person.token);
    expect(refusal).toBe('开放接口仅向已认证的企业开放，请切换到企业后再管理 API 客户端');
    expect(grantableScopes).toEqual([]);
    expect(
      errorOf(
        await t.call('POST', 'apiClientCreate', {
          token: person.token,
          body: { name: 'x', scopes: ['my_order_view'] },
        }),
      ),
    ).toMatchObject({ status: 403, error: 'API_CLIENT_NOT_ALLOWED', msg: `不能管理 API 客户端：${refusal}` });
  });
});

describe('the client-credentials grant', () => {
  it('gives a token without a refresh token that acts for the company within its scopes', async () => {
    const made = await makeClient(t, tokens.seller, orderReader);
    const response = await requestToken(t, { clientId: made.client.clientId, secret: made.clientSecret });
    expect(response.statusCode).toBe(200);
    const body = response.json<Record<string, unknown>>();
    expect(body).toMatchObject({ token_type: 'bearer', scope: 'order_manage_view' });
    expect(body).not.toHaveProperty('refresh_token');
    const token = body.access_token as string;

    expect(await sellerOrdersStatus(token)).toBe(200);
    expect(errorOf(await t.call('POST', 'bulletinList', { token, body: {} }))).toMatchObject({
      status: 403,
      error: 'PERMISSION_DENIED',
    });
    // Routes every signed-in person may call are not a machine's: its rights are its scopes.
    expect(errorOf(await t.call('GET', 'invoiceProfileMine', { token }))).toMatchObject({
      status: 403,
      error: 'API_CLIENT_ROUTE_FORBIDDEN',
    });
    expect(errorOf(await t.call('GET', 'apiClientList', { token }))).toMatchObject({ status: 403 });
  });

  it('narrows a token to a named scope and refuses a scope the client lacks', async () => {
    const made = await makeClient(t, tokens.seller, { scopes: ['order_manage_view', 'bulletin_view'] });
    const narrowed = await clientToken(t, made, { scope: 'bulletin_view' });
    expect(await sellerOrdersStatus(narrowed)).toBe(403);
    expect((await t.call('POST', 'bulletinList', { token: narrowed, body: {} })).statusCode).toBe(200);
    const beyond = await requestToken(
      t,
      { clientId: made.client.clientId, secret: made.clientSecret },
      { scope: 'bulletin_view sys_user_view' },
    );
    expect(beyond.statusCode).toBe(400);
    expect(beyond.json()).toMatchObject({
      error: 'invalid_scope',
      msg: '该客户端没有这些权限：sys_user_view',
    });
  });

  it('refuses a wrong secret, another grant, and the web app asking for it', async () => {
    const made = await makeClient(t, tokens.seller, orderReader);
    const wrong = await requestToken(t, { clientId: made.client.clientId, secret: `${made.clientSecret}x` });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ error: 'invalid_client' });
    const password = await requestToken(
      t,
      { clientId: made.client.clientId, secret: made.clientSecret },
      { grant: 'password' },
    );
    expect(password.json()).toMatchObject({ error: 'unauthorized_client' });
    const web = await t.app.inject({
      method: 'POST',
      url: '/lyp/api/oauth/token',
      remoteAddress: '10.71.0.1',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'grant_type=client_credentials&client_id=lyp-web',
    });
    expect(web.statusCode).toBe(401);
    expect(web.json()).toMatchObject({ error: 'invalid_client' });
  });
});

describe('a client token', () => {
  it('never holds more than its maker holds at the moment of the call', async () => {
    const company = await certifiedCompany(t, tokens.auditor);
    const made = await makeClient(t, company.owner.token, { scopes: ['my_order_view'] });
    const token = await clientToken(t, made);
    const myOrders = async () => (await t.call('POST', 'myOrders', { token, body: {} })).statusCode;
    expect(await myOrders()).toBe(200);

    const [buyerRole] = await t.database.db.select().from(roles).where(eq(roles.code, 'buyer'));
    await t.database.db
      .delete(userRoles)
      .where(and(eq(userRoles.userId, company.owner.userId), eq(userRoles.roleId, buyerRole!.id)));
    expect(await myOrders()).toBe(403);
    await t.database.db.insert(userRoles).values({ userId: company.owner.userId, roleId: buyerRole!.id });
    expect(await myOrders()).toBe(200);
  });

  it('stops working the moment its client is revoked, and the secret with it', async () => {
    const made = await makeClient(t, tokens.seller, orderReader);
    const token = await clientToken(t, made);
    const revoked = dataOf<ApiClient>(
      await t.call('POST', 'apiClientRevoke', { token: tokens.seller, params: { id: made.client.id } }),
    );
    expect(revoked).toMatchObject({ status: 'revoked', revokedAt: expect.any(String) });
    expect(await sellerOrdersStatus(token)).toBe(401);
    const again = await requestToken(t, { clientId: made.client.clientId, secret: made.clientSecret });
    expect(again.json()).toMatchObject({
      error: 'invalid_client',
      msg: '客户端认证失败：该 API 客户端已停用',
    });
    expect(
      errorOf(
        await t.call('POST', 'apiClientUpdate', {
          token: tokens.seller,
          params: { id: made.client.id },
          body: { name: '新名称', ...orderReader },
        }),
      ),
    ).toMatchObject({ status: 409, error: 'API_CLIENT_REVOKED' });
  });

  it('ends with a rotated secret, which the new secret replaces', async () => {
    const made = await makeClient(t, tokens.seller, orderReader);
    const token = await clientToken(t, made);
    const rotated = dataOf<{ client: ApiClient; clientSecret: string }>(
      await t.call('POST', 'apiClientRotate', { token: tokens.seller, params: { id: made.client.id } }),
    );
    expect(rotated.clientSecret).not.toBe(made.clientSecret);
    expect(rotated.client).toMatchObject({
      secretHint: rotated.clientSecret.slice(-4),
      secretRotatedAt: expect.any(String),
    });
    expect(await sellerOrdersStatus(token)).toBe(401);
    expect(
      (await requestToken(t, { clientId: made.client.clientId, secret: made.clientSecret })).statusCode,
    ).toBe(401);
    expect(
      await sellerOrdersStatus(await clientToken(t, { ...made, clientSecret: rotated.clientSecret })),
    ).toBe(200);
  });

  it('is honoured only from the addresses of its allow-list', async () => {
    const made = await makeClient(t, tokens.seller, { ...orderReader, ipAllowlist: ['203.0.113.0/24'] });
    const far = await requestToken(
      t,
      { clientId: made.client.clientId, secret: made.clientSecret },
      { ip: '198.51.100.7' },
    );
    expect(far.json()).toMatchObject({
      error: 'unauthorized_client',
      msg: '调用地址 198.51.100.7 不在该 API 客户端的 IP 白名单内',
    });
    const token = await clientToken(t, made, { ip: '203.0.113.5' });
    const call = (ip: string) => t.call('POST', 'sellerOrders', { token, body: {}, ip });
    expect((await call('203.0.113.77')).statusCode).toBe(200);
    expect(errorOf(await call('198.51.100.7'))).toMatchObject({
      status: 403,
      error: 'API_CLIENT_IP_FORBIDDEN',
      msg: '调用地址 198.51.100.7 不在该 API 客户端的 IP 白名单内',
    });
  });

  it('is held to its own calls a minute', async () => {
    const made = await makeClient(t, tokens.seller, { ...orderReader, rateLimitPerMinute: 10 });
    const token = await clientToken(t, made);
    const statuses: number[] = [];
    for (let call = 0; call < 11; call++) statuses.push(await sellerOrdersStatus(token));
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200));
    const refused = await t.call('POST', 'sellerOrders', { token, body: {} });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another client of the same company has its own count.
    expect(
      await sellerOrdersStatus(await clientToken(t, await makeClient(t, tokens.seller, orderReader))),
    ).toBe(200);
  });

  it('signs the live channel in to nobody: a person’s messages are not a machine’s', async () => {
    const socket = await signedInSocket(
      live.url(),
      await clientToken(t, await makeClient(t, tokens.seller, orderReader)),
    );
    expect(socket.messages).toContainEqual({ type: 'auth', userId: null });
    socket.close();
  });

  it('has every call in the operation log under the client’s name', async () => {
    const made = await makeClient(t, tokens.seller, { ...orderReader, name: '金蝶 ERP' });
    const token = await clientToken(t, made);
    await sellerOrdersStatus(token);
    await t.call('POST', 'bulletinList', { token, body: {} });
    await vi.waitFor(async () => {
      const calls = dataOf<{ records: ApiClientCall[] }>(
        await t.call('GET', 'apiClientCalls', { token: tokens.seller, params: { id: made.client.id } }),
      ).records;
      expect(calls.map((call) => call.summary)).toEqual([
        'POST /lyp/api/auction/bulletin/list → 403',
        'POST /lyp/api/order/seller/list → 200',
      ]);
    });
    const admin = await t.signIn('admin');
    const page = dataOf<{ records: OperationLog[] }>(
      await t.call('POST', 'operationLogPage', { token: admin, body: { keyword: '金蝶 ERP' } }),
    );
    expect(page.records[0]).toMatchObject({
      actorName: expect.stringMatching(/^API 客户端「金蝶 ERP」（.+ 创建）$/),
      summary: 'POST /lyp/api/auction/bulletin/list → 403',
    });
  });
});

describe('a client reading its company’s orders and documents', () => {
  it('reads an order and its documents with 查看订单管理, and nothing of another company’s', async () => {
    const { order } = await soldOrder(t, tokens);
    await t.services.documents.issueDue(10);
    const token = await clientToken(t, await makeClient(t, tokens.seller, orderReader));
    expect(
      dataOf<{ id: number }>(await t.call('GET', 'orderGet', { token, params: { id: order.id } })).id,
    ).toBe(order.id);
    const documents = dataOf<Array<{ id: number; kind: string }>>(
      await t.call('GET', 'contractInfoByOrder', { token, params: { id: order.id } }),
    );
    expect(documents.map((document) => document.kind)).toContain('confirmation');
    const pdf = await t.call('GET', 'contractFile', { token, params: { id: documents[0]!.id } });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');

    const bulletinsOnly = await clientToken(
      t,
      await makeClient(t, tokens.seller, { scopes: ['bulletin_view'] }),
    );
    expect(
      errorOf(await t.call('GET', 'orderGet', { token: bulletinsOnly, params: { id: order.id } })),
    ).toMatchObject({
      status: 403,
      error: 'API_CLIENT_ROUTE_FORBIDDEN',
    });
    const other = await sellerInSecondCompany(t);
    const theirs = await clientToken(t, await makeClient(t, other.token, orderReader));
    expect((await t.call('GET', 'orderGet', { token: theirs, params: { id: order.id } })).statusCode).toBe(
      404,
    );
    expect(
      (await t.call('GET', 'contractFile', { token: theirs, params: { id: documents[0]!.id } })).statusCode,
    ).toBe(404);
  });
});

describe('a client bounded by the company it acts for', () => {
  it('cannot be re-keyed by a main account that lacks its permissions; who re-keys it answers for it', async () => {
    const made = await makeClient(t, tokens.seller, orderReader);
    const { orgId } = (
      await requestToken(t, { clientId: made.client.clientId, secret: made.clientSecret })
    ).json<{
      orgId: number;
    }>();
    // Another main account of the same company, holding only the buyer's rights.
    const colleague = await addMember(t, { role: 'buyer' });
    await t.database.db
      .insert(userOrganisations)
      .values({ userId: colleague.userId, orgId, createdAt: t.clock.now() });
    await profileOf(t, colleague.token, orgId);
    expect(
      errorOf(
        await t.call('POST', 'apiClientRotate', { token: colleague.token, params: { id: made.client.id } }),
      ),
    ).toMatchObject({
      status: 400,
      error: 'API_CLIENT_SCOPE_BEYOND',
      msg: expect.stringContaining('查看订单管理'),
    });
    expect(await sellerOrdersStatus(await clientToken(t, made))).toBe(200);
  });

  it('reads none of its maker’s purchases made for another organisation', async () => {
    const { order, buyer } = await soldOrder(t, tokens);
    // The buyer, who bought as a person, also runs a certified company with a client.
    const now = t.clock.now();
    const [{ tenantId }] = (await t.database.db
      .select({ tenantId: users.tenantId })
      .from(users)
      .where(eq(users.id, buyer.userId))) as [{ tenantId: number }];
    const [company] = await t.database.db
      .insert(organisations)
      .values({
        tenantId,
        name: `无锡买方物资有限公司${buyer.userId}`,
        type: 'company',
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: organisations.id });
    await t.database.db
      .insert(userOrganisations)
      .values({ userId: buyer.userId, orgId: company!.id, createdAt: now });
    await t.database.db.insert(companyCertifications).values({
      tenantId,
      applicantUserId: buyer.userId,
      orgId: company!.id,
      status: 'approved',
      createdAt: now,
      updatedAt: now,
    });
    await profileOf(t, buyer.token, company!.id);
    const token = await clientToken(t, await makeClient(t, buyer.token, { scopes: ['my_order_view'] }));
    const mine = dataOf<{ records: Array<{ id: number }> }>(
      await t.call('POST', 'myOrders', { token, body: {} }),
    );
    expect(mine.records.map((record) => record.id)).not.toContain(order.id);
    expect((await t.call('GET', 'myOrderGet', { token, params: { id: order.id } })).statusCode).toBe(404);
    // The person still sees it, whichever organisation they act for.
    const personal = dataOf<{ records: Array<{ id: number }> }>(
      await t.call('POST', 'myOrders', { token: buyer.token, body: {} }),
    );
    expect(personal.records.map((record) => record.id)).toContain(order.id);
  });
});

describe('tenant isolation', () => {
  it('keeps a company’s clients out of another company’s reach, and its data out of their tokens', async () => {
    const { order } = await soldOrder(t, tokens);
    const made = await makeClient(t, tokens.seller, orderReader);
    const other = await sellerInSecondCompany(t);
    expect((await listOf(other.token)).records.map((client) => client.id)).not.toContain(made.client.id);
    for (const name of ['apiClientRotate', 'apiClientRevoke'] as const) {
      expect(
        errorOf(await t.call('POST', name, { token: other.token, params: { id: made.client.id } })),
      ).toMatchObject({
        status: 404,
        error: 'API_CLIENT_NOT_FOUND',
      });
    }
    expect(
      errorOf(await t.call('GET', 'apiClientCalls', { token: other.token, params: { id: made.client.id } })),
    ).toMatchObject({ status: 404 });

    const theirs = await clientToken(t, await makeClient(t, other.token, orderReader));
    const seen = async (token: string) =>
      dataOf<{ records: Array<{ id: number }> }>(
        await t.call('POST', 'sellerOrders', { token, body: { size: 100 } }),
      ).records.map((order) => order.id);
    expect(await seen(await clientToken(t, made))).toContain(order.id);
    expect(await seen(theirs)).not.toContain(order.id);
  });
});
