import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { okBody, renderAt, settleRenderedPages, startApiStub } from '../../../../test/api-stub';
import { lotView } from '../bulletin-data.test-support';
import { ReauctionDialog } from './reauction-dialog';

let stub: Awaited<ReturnType<typeof startApiStub>>;
beforeAll(async () => {
  stub = await startApiStub({ '/auction/bulletin/reauction': () => okBody({ id: 88 }) });
});
afterEach(() => settleRenderedPages());
afterAll(() => stub.close());

/** An unsold lot: ¥10,000 start on a ¥100 grid, reserve ¥15,000, the default deposit. */
const unsold = lotView({
  status: 'unsold',
  startPriceFen: 1_000_000,
  incrementFen: 10_000,
  reservePriceFen: 1_500_000,
  depositFen: 100_000,
  lineage: { round: 1, previous: null, next: null, barredUsers: [], canReauction: true },
});

const percentField = () => screen.getByLabelText('起拍价降幅');
const priceField = () => screen.getByLabelText('新起拍价');
/** The prices that follow, as the dialog's table reads: label then figure. */
const figures = () => screen.getByRole('dialog');

describe('the 重新拍卖 dialog', () => {
  it('proposes the start 20 % lower, with the deposit and reserve that follow', async () => {
    renderAt('/', <ReauctionDialog lot={unsold} onClose={() => {}} />);
    expect(percentField()).toHaveValue('20.0');
    expect(priceField()).toHaveValue('8,000');
    expect(figures()).toHaveTextContent('保证金¥800.00');
    // 80 % of the reserve's ¥5,000 above the start, on the ¥100 grid.
    expect(figures()).toHaveTextContent('保留价¥12,000.00');
  });

  it('moves the price with the percentage and the percentage with the price', async () => {
    const user = userEvent.setup();
    renderAt('/', <ReauctionDialog lot={unsold} onClose={() => {}} />);
    await user.clear(percentField());
    await user.type(percentField(), '25');
    await waitFor(() => expect(priceField()).toHaveValue('7,500'));
    await user.clear(priceField());
    await user.type(priceField(), '6000');
    await waitFor(() => expect(percentField()).toHaveValue('40.0'));
    expect(figures()).toHaveTextContent('新起拍价¥6,000.00');
    expect(figures()).toHaveTextContent('保留价¥9,000.00');
  });

  it('refuses a price above the original, and sends the one chosen', async () => {
    const user = userEvent.setup();
    renderAt('/', <ReauctionDialog lot={unsold} onClose={() => {}} />);
    await user.clear(priceField());
    await user.type(priceField(), '12000');
    expect(await screen.findByText('不能高于原起拍价 ¥10,000.00')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '生成草稿' })).toBeDisabled();
    await user.clear(priceField());
    await user.type(priceField(), '6000');
    await user.click(screen.getByRole('button', { name: '生成草稿' }));
    await waitFor(() =>
      expect(stub.sentTo('/auction/bulletin/reauction')).toEqual([{ lotId: 31, startPriceFen: 600_000 }]),
    );
  });
});
