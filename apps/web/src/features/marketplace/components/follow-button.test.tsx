import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { okBody, renderAt, settleRenderedPages, startApiStub } from '../../../../test/api-stub';
import { useSessionStore } from '../../../stores/session-store';
import { FollowButton } from './follow-button';

let following = false;
let stub: Awaited<ReturnType<typeof startApiStub>>;
beforeAll(async () => {
  stub = await startApiStub({
    '/market/subscribe/check/7': () => okBody({ following, remind: false }),
    '/market/subscribe/add': (request) => {
      following = true;
      return okBody({ following: true, remind: (request.body as { remind: boolean }).remind });
    },
  });
});
afterAll(() => stub.close());
beforeEach(() => {
  following = false;
  stub.requests.length = 0;
  useSessionStore.setState({ token: 'token-1' });
});
afterEach(async () => {
  await settleRenderedPages();
  useSessionStore.setState({ token: null });
});

describe('关注 on a lot page', { timeout: 30_000 }, () => {
  it('switches the opening reminder on, as its words promise', async () => {
    const user = userEvent.setup();
    renderAt('/morebid/auction?id=7', <FollowButton lotId={7} />);
    const follow = await screen.findByRole('button', { name: /关\s*注/ });
    // Until the lot's follow state has come, the button waits.
    await waitFor(() => expect(follow).not.toHaveClass('ant-btn-loading'));
    await user.click(follow);

    await waitFor(() => expect(stub.sentTo('/market/subscribe/add')).toEqual([{ lotId: 7, remind: true }]));
    expect(await screen.findByText('已关注，开拍前将提醒您')).toBeInTheDocument();
    expect(await screen.findByRole('checkbox', { name: '开拍前提醒我' })).toBeChecked();
  });
});
