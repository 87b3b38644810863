import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Node-environment test files (the API client's) have no window.
const hasWindow = typeof window !== 'undefined';

if (hasWindow) {
  // jsdom has no layout engine: antd's responsive grid asks for media queries.
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }),
  });
}

afterEach(() => {
  if (!hasWindow) return;
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
});
