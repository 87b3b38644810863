import AppContext, { type useAppProps } from 'antd/es/app/context';
import { useContext } from 'react';

/**
 * antd's message, notification and modal with the app's theme and locale, for components
 * (through useFeedback) and for code outside them (the API client's callers, the router).
 *
 * Their code (dialogs, buttons, forms, notices: a sixth of the first page's script) is not in
 * the first page's script. The providers mount the feedback host before anyone needs it
 * (loadFeedbackHostEarly): once the browser is idle after the first paint for a signed-in user
 * (the back office's pages load most of that code anyway), and at the first press of a pointer
 * or key for everyone (a visitor's first page stays light). A call made before the host is there
 * is queued and asks for it at once; the host's bridge hands over antd's API and replays the queue.
 *
 * Waiting for that load when the feedback is needed was the bug: on a busy machine, fetching and
 * running the host's code and React's low-priority retry of its Suspense boundary, competing with
 * the refetches and re-renders that follow a save, took tens of seconds, and a save's toast came
 * long after its drawer had closed (or never, within the browser test's 40 s).
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

/** Asks the providers to mount the feedback host now (its code loads if it has not yet). */
export function requestFeedbackHost(): void {
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
 * Mounts the host before anything asks for feedback: at the first press of a pointer or key
 * (every save, sign-in or bid starts with one, long before its answer comes back), and when
 * `whenIdle`, as soon as the browser is idle after the first paint (a timer in case it never
 * idles). Answers the clean-up for an effect.
 */
export function loadFeedbackHostEarly({ whenIdle }: { whenIdle: boolean }): () => void {
  const cleanups: Array<() => void> = [];
  for (const type of ['pointerdown', 'keydown'] as const) {
    window.addEventListener(type, requestFeedbackHost, { capture: true, once: true, passive: true });
    cleanups.push(() => window.removeEventListener(type, requestFeedbackHost, { capture: true }));
  }
  if (whenIdle && typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(requestFeedbackHost, { timeout: IDLE_TIMEOUT_MS });
    cleanups.push(() => window.cancelIdleCallback(id));
  } else if (whenIdle) {
    const id = window.setTimeout(requestFeedbackHost, 1);
    cleanups.push(() => window.clearTimeout(id));
  }
  return () => {
    for (const cleanup of cleanups) cleanup();
  };
}

const IDLE_TIMEOUT_MS = 2000;

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
