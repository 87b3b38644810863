// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { firstPicturesPainted } from './first-pictures';

/** A drawn page with a main picture whose decoding the test settles by hand. */
function pageWithPicture(priority: 'high' | null) {
  const doc = document.implementation.createHTMLDocument('标的页');
  const picture = doc.createElement('img');
  if (priority) picture.setAttribute('fetchpriority', priority);
  let settle!: (decoded: boolean) => void;
  picture.decode = () =>
    new Promise<void>((resolve, reject) => {
      settle = (decoded) => (decoded ? resolve() : reject(new Error('解码失败')));
    });
  doc.body.append(picture);
  return { doc, settle: (decoded: boolean) => settle(decoded) };
}

const settled = (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => (done = true));
  return () => done;
};

afterEach(() => vi.useRealTimers());

describe('waiting for a drawn page’s first pictures before hydrating', () => {
  it('waits until the high-priority picture is decoded and a frame has painted it', async () => {
    vi.useFakeTimers();
    const { doc, settle } = pageWithPicture('high');
    const isDone = settled(firstPicturesPainted(doc, 1500));
    await vi.advanceTimersByTimeAsync(200);
    expect(isDone()).toBe(false);
    settle(true);
    await vi.advanceTimersByTimeAsync(50);
    expect(isDone()).toBe(true);
  });

  it('counts a picture that fails to decode as settled', async () => {
    vi.useFakeTimers();
    const { doc, settle } = pageWithPicture('high');
    const isDone = settled(firstPicturesPainted(doc, 1500));
    settle(false);
    await vi.advanceTimersByTimeAsync(50);
    expect(isDone()).toBe(true);
  });

  it('gives up waiting at the cap, so a slow picture never keeps the page inert', async () => {
    vi.useFakeTimers();
    const { doc } = pageWithPicture('high');
    const isDone = settled(firstPicturesPainted(doc, 1500));
    await vi.advanceTimersByTimeAsync(1499);
    expect(isDone()).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(isDone()).toBe(true);
  });

  it('does not wait for pictures fetched at normal priority', async () => {
    vi.useFakeTimers();
    const { doc } = pageWithPicture(null);
    const isDone = settled(firstPicturesPainted(doc, 1500));
    await vi.advanceTimersByTimeAsync(50);
    expect(isDone()).toBe(true);
  });
});
