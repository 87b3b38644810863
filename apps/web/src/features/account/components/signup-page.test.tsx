import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SignupPage } from './signup-page';
import { FeedbackApp } from '../../../../test/feedback-app';

const TOO_COMMON = '该密码过于常见，容易被猜中，请换一个更安全的密码';

/** The sign-up endpoint refusing every password as too common, and what was sent to it. */
function serveRefusal() {
  const sent: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((_url: string, init?: RequestInit) => {
      sent.push(JSON.parse(init?.body as string));
      return Promise.resolve(
        new Response(JSON.stringify({ code: 1, msg: TOO_COMMON, error: 'PASSWORD_TOO_COMMON' }), {
          status: 400,
          headers: { 'content-type': 'application/json' },
        }),
      );
    }),
  );
  return sent;
}

function renderPage() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <FeedbackApp>
          <SignupPage />
        </FeedbackApp>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

// antd renders slowly in jsdom on a busy shared machine.
describe('<SignupPage>', { timeout: 30_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('takes a passphrase with spaces and shows the server’s refusal under the password field', async () => {
    const sent = serveRefusal();
    renderPage();
    expect(
      screen.getByText('密码须为 8–128 位，可含空格；少于 16 位时须同时包含字母和数字'),
    ).toBeInTheDocument();
    const passphrase = 'correct horse battery staple';
    await userEvent.type(screen.getByLabelText('手机号'), '13700001234');
    await userEvent.type(screen.getByLabelText('验证码'), '123456');
    await userEvent.type(screen.getByLabelText('密码', { exact: true }), passphrase);
    await userEvent.type(screen.getByLabelText('确认密码'), passphrase);
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: /^注\s*册$/ }));

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ password: passphrase, confirmPassword: passphrase });
    const refusal = await screen.findByText(TOO_COMMON);
    // Under the password field itself, where the user will fix it.
    expect(refusal.closest('.ant-form-item')).toContainElement(
      screen.getByLabelText('密码', { exact: true }),
    );
  });
});
