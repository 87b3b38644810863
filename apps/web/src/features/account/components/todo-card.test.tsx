import { screen, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { okBody, renderAt, startApiStub } from '../../../../test/api-stub';
import { TodoCard } from './todo-card';

let items: unknown[] = [];
let stub: Awaited<ReturnType<typeof startApiStub>>;
beforeAll(async () => {
  stub = await startApiStub({ '/home/todo': () => okBody(items) });
});
afterAll(() => stub.close());

describe('待办 on the personal home', { timeout: 30_000 }, () => {
  it('shows each queue’s count as a link to the screen that works it', async () => {
    items = [
      {
        key: 'ordersToPay',
        label: '待付款订单',
        count: 2,
        path: '/personalcenter/myOrder?status=awaiting_payment',
      },
      {
        key: 'depositsInReview',
        label: '审核中的保证金',
        count: 0,
        path: '/personalcenter/myMargin?status=submitted',
      },
    ];
    renderAt('/personalcenter/home', <TodoCard />);
    expect(await screen.findByRole('link', { name: '待付款订单 2' })).toHaveAttribute(
      'href',
      '/personalcenter/myOrder?status=awaiting_payment',
    );
    expect(screen.getByRole('link', { name: '审核中的保证金 0' })).toBeInTheDocument();
  });

  it('is left out for a user with no queue', async () => {
    items = [];
    const { container } = renderAt('/personalcenter/home', <TodoCard />);
    // While loading the card shows; once the empty answer is in, it goes.
    expect(container.textContent).toContain('待办');
    await waitFor(() => expect(container.textContent).not.toContain('待办'));
  });
});
