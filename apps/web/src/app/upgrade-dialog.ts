let shown = false;
const listeners = new Set<() => void>();

/**
 * A page's code could not be loaded (usually a new release replaced it): ask for a refresh.
 * The notice is drawn by UpgradeNotice, which is in the first page's script: antd's dialogs
 * load on first use (lib/feedback), and when chunks cannot be loaded neither can they.
 */
export function showUpgradeDialog(): void {
  if (shown) return;
  shown = true;
  for (const listener of listeners) listener();
}

/** For useSyncExternalStore: whether the upgrade notice is up. */
export function subscribeUpgradeDialog(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function isUpgradeDialogShown(): boolean {
  return shown;
}
