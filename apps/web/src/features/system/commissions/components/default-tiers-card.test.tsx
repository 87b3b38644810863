import { PERMISSIONS } from '@lyp/shared/rbac/permissions';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../../stores/session-store';
import { DefaultTiersCard } from './default-tiers-card';
import { FeedbackApp } from '../../../../../test/feedback-app';

/** ¥1,000 at 5 %, above that 1 %. */
const STORED = [
  { upToFen: 100_000, rateBps: 500 },
  { upToFen: null, rateBps: 100 },
];

/**
 * The commission endpoints in miniature: the stored default, and every save's body. A save
 * answers `refusal` when one is given, as the server answers invalid bands.
 */
function commissionServer(refusal?: { field: string; msg: string }) {
  const saved: unknown[] = [];
  const json = (status: number, body: unknown) =>
    Promise.resolve(
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
    );
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init?: RequestInit) => {
      if (url.includes('/admin/commission/getDefaultTiers'))
        return json(200, { code: 0, msg: '', data: { tiers: STORED, updatedAt: null } });
      if (url.includes('/admin/commission/saveDefaultTiers')) {
        const body = JSON.parse(init?.body as string) as { tiers: unknown };
        saved.push(body);
        if (refusal)
          return json(400, { code: 1, msg: refusal.msg, error: 'VALIDATION_FAILED', fields: [refusal] });
        return json(200, { code: 0, msg: '平台默认佣金已保存', data: { ...body, updatedAt: null } });
      }
      return json(404, { code: 1, msg: '请求的接口不存在', error: 'ROUTE_NOT_FOUND' });
    }),
  );
  return saved;
}

function renderCard() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <FeedbackApp>
        <DefaultTiersCard />
      </FeedbackApp>
    </QueryClientProvider>,
  );
}

const field = (label: string) => screen.getByLabelText(label);
const save = () => userEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
async function retype(label: string, text: string) {
  await userEvent.clear(field(label));
  await userEvent.type(field(label), text);
}

describe('<DefaultTiersCard> (the tiers editor)', { timeout: 30_000 }, () => {
  beforeEach(() => {
    useSessionStore.setState({
      button: [
        { id: 1, code: PERMISSIONS.commissionView.code, name: '查看佣金设置' },
        { id: 2, code: PERMISSIONS.commissionEdit.code, name: '修改佣金设置' },
      ],
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    useSessionStore.setState({ button: [] });
  });

  it('shows the stored bands in yuan and percent, the last one 以上, and a worked example', async () => {
    commissionServer();
    renderCard();
    await waitFor(() => expect(field('第 1 档上限（元）')).toHaveValue('1,000.00'));
    expect(field('第 1 档费率（%）')).toHaveValue('5.00');
    expect(field('第 2 档费率（%）')).toHaveValue('1.00');
    expect(screen.queryByLabelText('第 2 档上限（元）')).toBeNull();
    expect(screen.getByText('以上（不设上限）')).toBeInTheDocument();
    // ¥100,000: 5 % of ¥1,000 plus 1 % of ¥99,000.
    expect(await screen.findByTestId('commission-example-result')).toHaveTextContent('佣金 ¥1,040.00');
    expect(screen.getByText('¥1,000.00 起')).toBeInTheDocument();
  });

  it('refuses a band left without an upper bound (a gap) and sends nothing', async () => {
    const saved = commissionServer();
    renderCard();
    await waitFor(() => expect(field('第 1 档上限（元）')).toHaveValue('1,000.00'));
    await userEvent.click(screen.getByRole('button', { name: /新增一档/ }));
    await userEvent.type(field('第 2 档费率（%）'), '3');
    await save();

    expect(
      await screen.findByText('第 2 档须填写上限：只有最后一档不设上限，否则后面的档位无从开始'),
    ).toBeInTheDocument();
    expect(saved).toEqual([]);
  });

  it('refuses a rate over 5 % with the band’s message and sends nothing', async () => {
    const saved = commissionServer();
    renderCard();
    await waitFor(() => expect(field('第 1 档费率（%）')).toHaveValue('5.00'));
    await retype('第 1 档费率（%）', '5.5');
    await save();

    expect(await screen.findByText('第 1 档费率不能超过 5%')).toBeInTheDocument();
    expect(saved).toEqual([]);
  });

  it('refuses a bound not above the one before it', async () => {
    commissionServer();
    renderCard();
    await waitFor(() => expect(field('第 1 档上限（元）')).toHaveValue('1,000.00'));
    await userEvent.click(screen.getByRole('button', { name: /新增一档/ }));
    await userEvent.type(field('第 2 档上限（元）'), '800');
    await userEvent.type(field('第 2 档费率（%）'), '3');
    await save();

    expect(await screen.findByText('第 2 档上限须大于第 1 档上限')).toBeInTheDocument();
  });

  it('saves the bands in fen and basis points, the last one unbounded', async () => {
    const saved = commissionServer();
    renderCard();
    await waitFor(() => expect(field('第 1 档上限（元）')).toHaveValue('1,000.00'));
    await userEvent.click(screen.getByRole('button', { name: /新增一档/ }));
    await userEvent.type(field('第 2 档上限（元）'), '5000.5');
    await userEvent.type(field('第 2 档费率（%）'), '2.5');
    await retype('第 3 档费率（%）', '0.75');
    await save();

    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toEqual({
      tiers: [
        { upToFen: 100_000, rateBps: 500 },
        { upToFen: 500_050, rateBps: 250 },
        { upToFen: null, rateBps: 75 },
      ],
    });
  });

  it('puts the server’s refusal under the band it names', async () => {
    const message = '第 1 档上限超出允许范围';
    commissionServer({ field: 'tiers.0.upToFen', msg: message });
    renderCard();
    await waitFor(() => expect(field('第 1 档上限（元）')).toHaveValue('1,000.00'));
    await save();

    const shown = await screen.findByText(message);
    expect(shown.closest('.ant-form-item')).toContainElement(field('第 1 档上限（元）'));
  });

  it('shows the bands read-only, without the save button, to a user who may only view them', async () => {
    useSessionStore.setState({
      button: [{ id: 1, code: PERMISSIONS.commissionView.code, name: '查看佣金设置' }],
    });
    commissionServer();
    renderCard();
    await waitFor(() => expect(field('第 1 档上限（元）')).toHaveValue('1,000.00'));
    expect(field('第 1 档上限（元）')).toBeDisabled();
    expect(screen.queryByRole('button', { name: /保\s*存/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /新增一档/ })).toBeNull();
  });
});
