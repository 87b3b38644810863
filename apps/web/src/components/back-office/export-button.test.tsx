import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { ExportButton, formatBytes } from './export-button';
import { FeedbackApp } from '../../../test/feedback-app';

describe('<ExportButton>', () => {
  it('tells the user why an export failed', async () => {
    render(
      <FeedbackApp>
        <ExportButton download={() => Promise.reject(new ApiError('无权访问', 403))} />
      </FeedbackApp>,
    );
    await userEvent.click(screen.getByRole('button', { name: /导\s*出/ }));
    expect(await screen.findByText('导出失败：无权访问')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /导\s*出/ })).not.toHaveClass('ant-btn-loading');
  });

  // jsdom has no object URLs: each test lends its own and gives them back.
  const { createObjectURL, revokeObjectURL } = URL;
  afterEach(() => {
    vi.restoreAllMocks();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
  });

  it('shows how much has arrived while the file streams in, then saves all of it', async () => {
    const saved: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      saved.push(blob);
      return 'blob:test/export';
    });
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    let finish: () => void = () => {};
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new Uint8Array(3 * 1024));
        finish = () => {
          controller.enqueue(new Uint8Array(1024));
          controller.close();
        };
      },
    });
    render(
      <FeedbackApp>
        <ExportButton download={() => Promise.resolve(new Response(body))} fileName="订单管理.xlsx" />
      </FeedbackApp>,
    );
    await userEvent.click(screen.getByRole('button', { name: /导\s*出/ }));
    expect(await screen.findByRole('button', { name: /导出中（已接收 3 KB）/ })).toBeInTheDocument();
    finish();
    expect(await screen.findByRole('button', { name: /导\s*出$/ })).toBeInTheDocument();
    expect(saved[0]?.size).toBe(4 * 1024);
  });
});

describe('formatBytes', () => {
  it('reads as KB, then MB with one decimal', () => {
    expect(formatBytes(200)).toBe('1 KB');
    expect(formatBytes(340 * 1024)).toBe('340 KB');
    expect(formatBytes(1.25 * 1024 * 1024)).toBe('1.3 MB');
  });
});
