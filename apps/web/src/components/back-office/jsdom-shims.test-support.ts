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
