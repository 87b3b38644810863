import { ENDPOINTS } from '@lyp/shared/api/endpoints';
import { API_PREFIX } from '@lyp/shared/api/paths';
import type { DemoSmsMessage } from '@lyp/shared/sms/sms.schemas';
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../lib/respond';
import { route } from '../../plugins/endpoint-routes';
import type { DemoOutbox } from './demo-outbox-sms-provider';

/** Registered only in demo mode: the messages the demo SMS provider "sent". */
export const demoOutboxRoutes: FastifyPluginAsync<{ outbox: DemoOutbox }> = async (app, { outbox }) => {
  route(app, ENDPOINTS.demoSmsOutbox, async (request) => ok(outbox.list(request.query.phone)));
  route(app, ENDPOINTS.demoSmsOutboxPage, async (_request, reply) =>
    reply.type('text/html; charset=utf-8').send(renderOutboxPage(outbox.list())),
  );
};

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const formatTime = (iso: string) =>
  new Date(iso).toLocaleString('zh-CN', { timeZone: 'Asia/Shanghai', hour12: false });

function renderOutboxPage(messages: DemoSmsMessage[]): string {
  const rows = messages
    .map(
      (message) => `<tr>
  <td>${escapeHtml(message.phone)}</td>
  <td>${escapeHtml(message.purposeLabel)}</td>
  <td class="code">${escapeHtml(message.code || message.text)}</td>
  <td>${escapeHtml(formatTime(message.sentAt))}</td>
  <td>${escapeHtml(formatTime(message.expiresAt))}</td>
</tr>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="refresh" content="5">
<link rel="icon" type="image/svg+xml" href="/favicon.svg">
<title>演示短信收件箱 - 乐易拍</title>
<style>
  body { font-family: system-ui, "PingFang SC", "Microsoft YaHei", "WenQuanYi Micro Hei", sans-serif; margin: 0; background: #f5f7fa; color: #1f2329; }
  main { max-width: 960px; margin: 0 auto; padding: 24px 16px; }
  h1 { font-size: 22px; margin: 0 0 8px; }
  p { color: #646a73; margin: 0 0 16px; line-height: 1.6; }
  table { width: 100%; border-collapse: collapse; background: #fff; border-radius: 8px; overflow: hidden; box-shadow: 0 1px 3px rgba(0,0,0,.08); }
  th, td { padding: 10px 12px; text-align: left; border-bottom: 1px solid #eef0f3; font-size: 14px; }
  th { background: #fafbfc; color: #646a73; font-weight: 500; }
  td.code { font-family: ui-monospace, monospace; font-size: 18px; font-weight: 600; color: #c41d1d; letter-spacing: 2px; }
  .empty { text-align: center; color: #8f959e; padding: 32px; }
</style>
</head>
<body>
<main>
<h1>演示短信收件箱</h1>
<p>当前为演示模式，短信不会真正发出，验证码显示在这里（每 5 秒自动刷新）。接口：<code>${API_PREFIX}${ENDPOINTS.demoSmsOutbox.path}?phone=手机号</code></p>
<table>
<thead><tr><th>手机号</th><th>用途</th><th>验证码</th><th>发送时间</th><th>失效时间</th></tr></thead>
<tbody>
${rows || '<tr><td colspan="5" class="empty">暂无数据</td></tr>'}
</tbody>
</table>
</main>
</body>
</html>`;
}
