import { message as staticMessage, Modal, notification as staticNotification } from 'antd';

/**
 * antd's message, notification and modal with the app's theme and locale, for code that runs
 * outside components (the API client's callers, the router). A bridge inside <App> sets them
 * from App.useApp(); before it mounts, antd's static functions stand in.
 */
export interface FeedbackApi {
  message: Pick<typeof staticMessage, 'success' | 'error' | 'info' | 'warning' | 'loading'>;
  notification: Pick<typeof staticNotification, 'success' | 'error' | 'info' | 'warning' | 'open'>;
  modal: Pick<typeof Modal, 'confirm' | 'info' | 'success' | 'error' | 'warning'>;
}

let current: FeedbackApi | undefined;

export function setFeedbackApi(api: FeedbackApi): void {
  current = api;
}

export function feedback(): FeedbackApi {
  return current ?? { message: staticMessage, notification: staticNotification, modal: Modal };
}

/** The spec's notice for failed sign-in, sign-out and user-info calls: titled 提示. */
export function notifyProblem(description: string): void {
  feedback().notification.error({ title: '提示', description });
}
