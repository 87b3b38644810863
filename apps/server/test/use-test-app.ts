import { afterAll, beforeAll, beforeEach } from 'vitest';
import { lateBound } from './late-bound';
import { createTestApp, type TestApp, type TestAppOptions } from './test-app';

export interface UseTestAppOptions<User extends string = string> extends TestAppOptions {
  /** Demo users to sign in once the app is up: `tokens.admin` and so on. */
  signIn?: readonly User[];
  /** Sets the fake clock back to now before each test (default false). */
  resetClock?: boolean;
}

export interface TestAppHandles<User extends string> {
  t: TestApp;
  tokens: Readonly<Record<User, string>>;
}

/**
 * One app for the file, or for the describe block this is called in: made in beforeAll on a
 * database of its own, the named demo users signed in, closed in afterAll. The handles it
 * answers are late-bound (see late-bound.ts), so a file's whole preamble is
 * `const { t, tokens } = useTestApp({ signIn: ['admin'] });`.
 *
 * `options` may be a function, read when the app is made: to share another app's database, say.
 */
export function useTestApp<const User extends string = never>(
  options: UseTestAppOptions<User> | (() => UseTestAppOptions<User>) = {},
): TestAppHandles<User> {
  const app = lateBound<TestApp>('the test app');
  const tokens = lateBound<Record<User, string>>('the signed-in tokens');
  let made: TestApp | undefined;
  let resetClock = false;
  beforeAll(async () => {
    const {
      signIn = [],
      resetClock: reset = false,
      ...appOptions
    } = typeof options === 'function' ? options() : options;
    resetClock = reset;
    const created = await createTestApp(appOptions);
    made = created;
    app.set(created);
    const signedIn = await Promise.all(
      signIn.map(async (username) => [username, await created.signIn(username)] as const),
    );
    tokens.set(Object.fromEntries(signedIn) as Record<User, string>);
  });
  afterAll(async () => {
    app.clear();
    tokens.clear();
    await made?.close();
  });
  beforeEach(() => {
    if (resetClock) made?.clock.set(new Date());
  });
  return { t: app.handle, tokens: tokens.handle };
}
