import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { FIXTURE_FILES, lotDetailFixture } from '../lib/market-data.fixture';
import { PUBLIC_FILE_LINKS as PUBLIC, type FileLinks } from './file-links';
import { LotCard } from './lot-card';
import { Gallery } from './lot-detail-parts';

const previewOf = (id: string) => `/lyp/api/file/preview/${id}`;
const cover = previewOf(FIXTURE_FILES.cover);
const side = previewOf(FIXTURE_FILES.side);

describe('the pictures public pages ask for', () => {
  it('gives a lot card its cover at card size, with larger copies for sharper screens', () => {
    render(
      <MemoryRouter>
        <LotCard lot={lotDetailFixture()} eager />
      </MemoryRouter>,
    );
    const image = screen.getByRole('img', { name: '二手数控机床' });
    expect(image).toHaveAttribute('src', `${cover}?w=320`);
    expect(image).toHaveAttribute('srcset', `${cover}?w=320 320w, ${cover}?w=640 640w, ${cover}?w=960 960w`);
    expect(image).toHaveAttribute('sizes', '(max-width: 575px) 100vw, (max-width: 991px) 50vw, 280px');
    expect(image).toHaveAttribute('loading', 'eager');
  });

  it('shows the lot page’s pictures sized to their place and opens the original', async () => {
    render(<Gallery lot={lotDetailFixture()} links={PUBLIC} />);
    const main = screen.getByAltText('二手数控机床 图片 1');
    expect(main).toHaveAttribute('src', `${cover}?w=640`);
    expect(main).toHaveAttribute('srcset', `${cover}?w=640 640w, ${cover}?w=960 960w, ${cover}?w=1280 1280w`);
    expect(main).toHaveAttribute('sizes', '(max-width: 991px) 100vw, 520px');
    const thumb = screen.getByAltText('二手数控机床 图片 2');
    expect(thumb).toHaveAttribute('src', `${side}?w=320`);
    expect(thumb).toHaveAttribute('srcset', `${side}?w=320 320w, ${side}?w=640 640w`);

    await userEvent.click(thumb);
    const viewer = await screen.findByRole('dialog');
    // antd's viewer leaves the picture's alt empty; its toolbar icons are the named images.
    const opened = within(viewer).getByRole('img', { name: '' });
    expect(opened).toHaveAttribute('src', side);
    expect(opened).not.toHaveAttribute('srcset');
  });

  it('shows a seller’s preview copies as they are, with no sized copies to choose from', () => {
    const links: FileLinks = { imageSrc: (id) => `blob:local/${id}` };
    render(<Gallery lot={lotDetailFixture()} links={links} />);
    const main = screen.getByAltText('二手数控机床 图片 1');
    expect(main).toHaveAttribute('src', `blob:local/${FIXTURE_FILES.cover}`);
    expect(main).not.toHaveAttribute('srcset');
  });
});
