import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../test/free-port';
import {
  fetchJson as json,
  launchServer,
  waitForOutput as waitFor,
  type ServerProcess,
} from '../test/server-process';
import { acquireDataDirLock } from './db/data-dir-lock';

describe('the server process', () => {
  let dataDir: string;
  let port: number;
  let pgPort: number;
  const running: ServerProcess[] = [];

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'lyp-server-'));
    port = await freePort();
    pgPort = await freePort();
  });
  afterAll(async () => {
    for (const server of running) if (server.child.exitCode === null) server.child.kill('SIGTERM');
    await Promise.all(running.map((server) => server.exited));
    await rm(dataDir, { recursive: true, force: true });
  });

  it('runs the README walk-through, refuses a second server on its data, and survives kill -9', async () => {
    const first = launchServer({ dataDir, port, pgPort });
    running.push(first);
    await waitFor(first, '乐易拍已启动');

    // README: code from the demo outbox → register → token → profile → logout → 401.
    const phone = '13655556666';
    expect((await json(`${first.baseUrl}/admin/smsCode/sentCode/${phone}/1`)).status).toBe(200);
    const outbox = await json(`${first.baseUrl}/demo/sms-outbox?phone=${phone}`);
    const code = (outbox.body.data as Array<{ code: string }>)[0]!.code;
    const registered = await json(`${first.baseUrl}/admin/user/userRegister`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        phone,
        code,
        password: 'Walkthrough1',
        confirmPassword: 'Walkthrough1',
        agreement: true,
      }),
    });
    expect(registered.status).toBe(200);
    const signIn = await json(
      `${first.baseUrl}/oauth/token?grant_type=password&username=${phone}&password=Walkthrough1`,
      {
        method: 'POST',
      },
    );
    const accessToken = signIn.body.access_token as string;
    const auth = { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' };
    const profile = await json(`${first.baseUrl}/admin/sysPermission/getPermissionList`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ userId: signIn.body.userId }),
    });
    expect(profile.status).toBe(200);
    expect((await json(`${first.baseUrl}/auth/oauth/logout`, { headers: auth })).status).toBe(200);
    const after = await json(`${first.baseUrl}/admin/sysPermission/getPermissionList`, {
      method: 'POST',
      headers: auth,
      body: '{}',
    });
    expect(after.status).toBe(401);

    // A second server on the same data directory stops with a clear message.
    const second = launchServer({ dataDir, port: await freePort(), pgPort: await freePort() });
    running.push(second);
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain('正被另一个服务进程');

    // kill -9 leaves PostgreSQL running; the next start stops it cleanly and carries on.
    first.child.kill('SIGKILL');
    await first.exited;
    const third = launchServer({ dataDir, port, pgPort });
    running.push(third);
    await waitFor(third, '乐易拍已启动');
    expect(third.output()).toContain('发现上次异常退出遗留的嵌入式 PostgreSQL 进程');
    const again = await json(
      `${third.baseUrl}/oauth/token?grant_type=password&username=${phone}&password=Walkthrough1`,
      {
        method: 'POST',
      },
    );
    expect(again.status).toBe(200);

    // SIGTERM: graceful stop, PostgreSQL shut down, lock released.
    third.child.kill('SIGTERM');
    expect(await third.exited).toBe(0);
    await (await acquireDataDirLock(dataDir)).release();
    expect(existsSync(path.join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);
  }, 180_000);
});
