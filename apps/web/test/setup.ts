import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { settleRenderedPages } from './api-stub';
import { matchesWidth, setViewportWidth } from './viewport';

// Node-environment test files (the API client's) have no window.
const hasWindow = typeof window !== 'undefined';

if (hasWindow) {
  // jsdom has no layout engine: antd's responsive grid asks for media queries. They are answered
  // for the window's width (jsdom's 1024 px: a desktop's md and lg); a test of the phone layout
  // sets another with setViewportWidth (test/viewport.ts).
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: matchesWidth(query, window.innerWidth),
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }),
  });
  // Nor ResizeObserver, which antd's Table, Tree and Select use to measure themselves.
  if (!('ResizeObserver' in window)) {
    class ResizeObserverShim {
      observe() {}
      unobserve() {}
      disconnect() {}
    }
    Object.defineProperty(window, 'ResizeObserver', { writable: true, value: ResizeObserverShim });
    Object.defineProperty(globalThis, 'ResizeObserver', { writable: true, value: ResizeObserverShim });
  }
}

// findBy/waitFor wait 1 s by default: too short for antd on a busy shared 2-core machine, where a
// list under a full parallel run has been seen to take over 5 s to render.
configure({ asyncUtilTimeout: 10_000 });

afterEach(async () => {
  if (!hasWindow) return;
  await settleRenderedPages();
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
  setViewportWidth(1024);
});
