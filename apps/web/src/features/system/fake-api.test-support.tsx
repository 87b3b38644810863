import type { EndpointName } from '@lyp/shared/api/endpoints';
import { API_PREFIX, methodOf, pathOf } from '@lyp/shared/api/paths';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { FeedbackApp } from '../../../test/feedback-app';

/**
 * The network as the system pages' tests see it: `fetch` answers named endpoints with the
 * envelope the server would send, and keeps every request. Our own code runs unchanged.
 */
export interface SentRequest {
  name: EndpointName;
  url: string;
  body: unknown;
}

type Answer = (body: unknown) => unknown;

function matcherOf(name: EndpointName): RegExp {
  const path = pathOf(name).replace(/:\w+/g, '[^/?]+');
  return new RegExp(`^${API_PREFIX}${path}(\\?.*)?$`);
}

export function serveApi(answers: Partial<Record<EndpointName, Answer>>): SentRequest[] {
  const sent: SentRequest[] = [];
  const routes = (Object.keys(answers) as EndpointName[]).map((name) => ({ name, pattern: matcherOf(name) }));
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init?: RequestInit) => {
      const route = routes.find(
        ({ name, pattern }) => pattern.test(url) && methodOf(name) === (init?.method ?? 'GET'),
      );
      if (!route) return Promise.reject(new TypeError(`no fake answer for ${init?.method} ${url}`));
      const body = init?.body ? (JSON.parse(init.body as string) as unknown) : undefined;
      sent.push({ name: route.name, url, body });
      const data = answers[route.name]!(body);
      return Promise.resolve(
        new Response(JSON.stringify({ code: 0, msg: '操作成功', data }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
      );
    }),
  );
  return sent;
}

/** Renders with a fresh query cache and antd's App (messages, confirm dialogs). */
export function renderWithProviders(ui: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <FeedbackApp>{ui}</FeedbackApp>
    </QueryClientProvider>,
  );
}
