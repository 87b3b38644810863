import type { LotLiveState } from '@lyp/shared/auction/bid.schemas';
import { REVIEW_QUEUE_PERMISSIONS } from '@lyp/shared/rbac/permissions';
import type { WebSocket } from 'ws';
import { isAppError } from '../../lib/app-error';
import type { Authenticator } from '../../lib/principal';
import type { LiveHub } from './live-hub';
import type { LiveLog } from './live-messages';

/** Subscribes a socket to lots, telling it each lot's current sequence number. */
export function createLiveSubscriber(options: {
  hub: LiveHub;
  liveState(lotId: number): Promise<LotLiveState>;
  log: LiveLog;
}) {
  const { hub } = options;
  return async function subscribe(socket: WebSocket, lotIds: number[]) {
    const unique = [...new Set(lotIds)];
    // Watch first, then read: an event between the two arrives with a number the client can place.
    const refused = new Set(hub.watch(socket, unique));
    for (const lotId of unique) {
      if (refused.has(lotId)) {
        hub.send(socket, { type: 'error', msg: `每个连接最多同时关注 50 个标的，标的 ${lotId} 未订阅` });
        continue;
      }
      try {
        const state = await options.liveState(lotId);
        hub.send(socket, { type: 'subscribed', lotId, seq: state.seq, serverTime: state.serverTime });
      } catch (error) {
        hub.unwatch(socket, [lotId]);
        hub.send(socket, {
          type: 'error',
          msg: isAppError(error) ? `标的 ${lotId}：${error.message}` : `标的 ${lotId} 订阅失败，请稍后重试`,
        });
        if (!isAppError(error)) options.log.error({ err: error, lotId }, 'live subscribe failed');
      }
    }
  };
}

/** Whether the user works any review queue, and so hears when their tenant's queues change. */
const reviewsQueues = (permissions: ReadonlySet<string>) =>
  REVIEW_QUEUE_PERMISSIONS.some((permission) => permissions.has(permission.code));

/** Signs a socket in to what changes for a user, by access token. */
export function createLiveSignIn(options: {
  hub: LiveHub;
  authenticate: Authenticator;
  /** The sockets still open. */
  sockets: Set<WebSocket>;
}) {
  const { hub, sockets } = options;
  /** Each socket's latest `auth`: an answer to an earlier one that arrives later is dropped. */
  const authAttempts = new WeakMap<WebSocket, number>();

  /** An unknown or expired token signs the socket out and says so; the page signs in again. */
  return async function signIn(socket: WebSocket, token: string | null) {
    const attempt = (authAttempts.get(socket) ?? 0) + 1;
    authAttempts.set(socket, attempt);
    const found = token === null ? null : await options.authenticate(token);
    // A sign-in that must first replace its temporary password hears nothing personal yet, and
    // an API client's token never hears a person's messages (webhooks are a machine's way).
    const principal = found?.mustChangePassword || found?.apiClient ? null : found;
    // Closed meanwhile (it would stay registered for ever), or overtaken by a later auth.
    if (!sockets.has(socket) || authAttempts.get(socket) !== attempt) return;
    hub.signIn(
      socket,
      principal
        ? {
            userId: principal.userId,
            tenantId: principal.tenantId,
            reviewer: reviewsQueues(principal.permissions),
          }
        : null,
    );
    hub.send(socket, { type: 'auth', userId: principal?.userId ?? null });
    if (token !== null && !principal)
      hub.send(socket, { type: 'error', msg: '登录已失效，消息提醒暂停，请重新登录' });
  };
}
