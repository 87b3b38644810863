import { onTestFinished, vi } from 'vitest';

/**
 * jsdom neither makes object URLs nor follows a download link: a test that exports lends both,
 * given back when the test ends.
 */
export function catchDownloads() {
  const { createObjectURL, revokeObjectURL } = URL;
  URL.createObjectURL = vi.fn(() => 'blob:test/export');
  URL.revokeObjectURL = vi.fn();
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
  onTestFinished(() => {
    click.mockRestore();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
  });
}
