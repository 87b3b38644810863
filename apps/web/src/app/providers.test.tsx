import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * lib/feedback keeps its state (host asked for, antd's API handed over) for the page's life:
 * each test loads the providers afresh, as a new page would.
 */
async function freshPage() {
  vi.resetModules();
  const feedback = await import('../lib/feedback');
  const { AppProviders } = await import('./providers');
  const { useSessionStore } = await import('../stores/session-store');
  return { ...feedback, AppProviders, useSessionStore };
}

/** The queued-call proxy until the host hands over antd's own API. */
const handedOver = (page: Awaited<ReturnType<typeof freshPage>>) => page.feedback() !== page.lazyFeedbackApi;

describe('<AppProviders> feedback host', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it(
    'is mounted for a signed-in user once the browser is idle, before anything asks for feedback',
    { timeout: 30_000 },
    async () => {
      const page = await freshPage();
      page.useSessionStore.setState({ token: 'signed-in' });
      render(
        <page.AppProviders>
          <p>页面</p>
        </page.AppProviders>,
      );

      // Nothing has asked for feedback, yet antd's API is already there: a save's toast never
      // waits for the host's code to load (on a busy machine that took longer than 40 s).
      await waitFor(() => expect(handedOver(page)).toBe(true));
      act(() => void page.feedback().message.success('权限已分配'));
      expect(await screen.findByText('权限已分配')).toBeInTheDocument();
    },
  );

  it(
    'is mounted for a visitor at the first press of a key or pointer, and not before',
    { timeout: 30_000 },
    async () => {
      const page = await freshPage();
      render(
        <page.AppProviders>
          <button type="button">出价</button>
        </page.AppProviders>,
      );

      // A visitor's first page stays light: no idle load.
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(page.isFeedbackRequested()).toBe(false);

      fireEvent.pointerDown(screen.getByRole('button', { name: '出价' }));
      expect(page.isFeedbackRequested()).toBe(true);
      await waitFor(() => expect(handedOver(page)).toBe(true));
    },
  );
});
