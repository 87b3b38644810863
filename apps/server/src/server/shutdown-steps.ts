/**
 * What to undo on shutdown, pushed by each step of the start as it succeeds and run in reverse.
 */
export type ShutdownSteps = Array<() => Promise<unknown>>;
