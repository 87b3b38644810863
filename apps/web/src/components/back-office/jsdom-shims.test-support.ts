import { configure } from '@testing-library/react';

/**
 * jsdom has no ResizeObserver; antd's Table, Tree and Select observe their size. Imported
 * by this folder's tests (test/setup.ts, shared by all, could take it over).
 */
if (typeof window !== 'undefined' && !('ResizeObserver' in window)) {
  class ResizeObserverShim {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  Object.defineProperty(window, 'ResizeObserver', { writable: true, value: ResizeObserverShim });
  Object.defineProperty(globalThis, 'ResizeObserver', { writable: true, value: ResizeObserverShim });
}

// findBy/waitFor wait 1 s by default: too short for antd on a busy shared 2-core machine.
configure({ asyncUtilTimeout: 5000 });
