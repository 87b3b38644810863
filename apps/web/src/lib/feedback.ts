import AppContext, { type useAppProps } from 'antd/es/app/context';
import { useContext } from 'react';

/**
 * antd's message, notification and modal with the app's theme and locale, for components
 * (through useFeedback) and for code outside them (the API client's callers, the router).
 *
 * Their code (dialogs, buttons, forms, notices: a sixth of the first page's script) loads only
 * when something first asks for feedback: the API below queues the call, asks the providers to
 * mount the feedback host, and the host's bridge hands over the real API and replays the queue.
 */
export type FeedbackApi = useAppProps;

type Part = keyof FeedbackApi;
interface PendingCall {
  part: Part;
  method: string;
  args: unknown[];
}

let current: FeedbackApi | undefined;
let pending: PendingCall[] = [];
let requested = false;
let unavailable = false;
const listeners = new Set<() => void>();

function invoke(api: FeedbackApi, { part, method, args }: PendingCall): unknown {
  const target = api[part] as unknown as Record<string, (...args: unknown[]) => unknown>;
  return target[method]?.(...args);
}

function forward(part: Part): FeedbackApi[Part] {
  return new Proxy(
    {},
    {
      get:
        (_target, method) =>
        (...args: unknown[]) => {
          const call = { part, method: String(method), args };
          if (current) return invoke(current, call);
          if (unavailable) return fallBack(call);
          // Not loaded yet: nothing to return; the app's callers use none of the return values.
          pending.push(call);
          requestFeedbackHost();
          return undefined;
        },
    },
  ) as FeedbackApi[Part];
}

/** What useFeedback() returns app-wide and feedback() returns outside components. */
export const lazyFeedbackApi: FeedbackApi = {
  message: forward('message') as FeedbackApi['message'],
  notification: forward('notification') as FeedbackApi['notification'],
  modal: forward('modal') as FeedbackApi['modal'],
};

function requestFeedbackHost(): void {
  if (requested) return;
  requested = true;
  for (const listener of listeners) listener();
}

/** For the providers (useSyncExternalStore): whether the feedback host should be mounted. */
export function subscribeFeedbackRequest(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function isFeedbackRequested(): boolean {
  return requested;
}

/** Called by the host's bridge with antd's context-aware API: the queued calls run now. */
export function setFeedbackApi(api: FeedbackApi): void {
  current = api;
  const calls = pending;
  pending = [];
  for (const call of calls) invoke(api, call);
}

/** Without antd's dialogs, the browser's own: a question asked still gets its answer. */
function fallBack({ part, args }: PendingCall): undefined {
  if (part !== 'modal') return undefined;
  const props = (args[0] ?? {}) as { title?: unknown; content?: unknown; onOk?: () => unknown };
  const text = [props.title, props.content].filter((line) => typeof line === 'string').join('\n');
  if (text && window.confirm(text)) void props.onOk?.();
  return undefined;
}

/** The host's code could not be loaded (offline, or a new release replaced it). */
export function feedbackUnavailable(): void {
  unavailable = true;
  const calls = pending;
  pending = [];
  for (const call of calls) fallBack(call);
}

export function feedback(): FeedbackApi {
  return current ?? lazyFeedbackApi;
}

/** The spec's notice for failed sign-in, sign-out and user-info calls: titled 提示. */
export function notifyProblem(description: string): void {
  feedback().notification.error({ title: '提示', description });
}

/**
 * antd's App.useApp() without antd's App: importing App (for its useApp) would bring the
 * message, notification and modal code into every page that asks for feedback.
 *
 * Outside the providers' context (a tree rendered into a root of its own, a test without the
 * providers) the context holds antd's default, whose message, notification and modal are empty
 * objects: a call on them would throw. Those callers get the app-wide API instead.
 */
export function useFeedback(): FeedbackApi {
  const api = useContext(AppContext);
  return typeof (api.message as Partial<FeedbackApi['message']>).success === 'function' ? api : feedback();
}
