/**
 * Someone who asked their system for less motion gets dialogs, drawers and menus that appear
 * at once. The browser tests ask for it too: a click on a dialog still zooming in can miss.
 * (antd wraps the whole tree in one more provider when motion is off, so a page drawn on the
 * server, with motion, is drawn afresh rather than taken over for them: see main.tsx.)
 */
export const prefersReducedMotion =
  typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;
