import { apiUrl } from '@lyp/shared/api/paths';
import { sql } from 'drizzle-orm';
import { DEMO_PASSWORD } from '../../apps/server/src/db/seed/demo-accounts.seed';
import type { BenchServer } from './bench-server';

/**
 * `count` users straight in the database (the back office's user list, which 导出 writes out),
 * and the demo administrator's token for exporting them.
 */
export async function addExportableUsers(server: BenchServer, count: number): Promise<string> {
  await server.database.db.execute(sql`
    insert into users (tenant_id, phone, actual_name, password_hash, password_changed_at, created_at, updated_at)
    select (select min(id) from tenants), '166' || lpad(n::text, 8, '0'), '压测用户' || n, 'not-a-hash', now(), now(), now()
    from generate_series(1, ${count}) as n`);
  const response = await fetch(
    `${server.url}${apiUrl('oauthToken')}?grant_type=password&username=admin&password=${encodeURIComponent(DEMO_PASSWORD)}`,
    { method: 'POST' },
  );
  if (!response.ok) throw new Error(`管理员登录失败：${response.status}`);
  return ((await response.json()) as { access_token: string }).access_token;
}

export interface ExportLoad {
  /** Exports finished while the load ran, and the rows of the largest. */
  finished: number;
  bytes: number;
  /** Answers other than a complete 200 (a cut file counts here). */
  failed: number;
}

/** Exports the user list one after another until `stop` is called; answers what it did. */
export function exportAgainAndAgain(url: string, token: string): { stop(): Promise<ExportLoad> } {
  const load: ExportLoad = { finished: 0, bytes: 0, failed: 0 };
  let stopping = false;
  const running = (async () => {
    while (!stopping) {
      const response = await fetch(`${url}${apiUrl('userExport')}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: '{}',
      });
      const body = Buffer.from(await response.arrayBuffer());
      const declared = Number(response.headers.get('content-length'));
      if (response.status === 200 && body.length === declared) {
        load.finished += 1;
        load.bytes = body.length;
      } else {
        load.failed += 1;
      }
    }
  })();
  return {
    async stop() {
      stopping = true;
      await running;
      return load;
    },
  };
}
