import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { QueryError } from './query-error';

describe('QueryError', () => {
  it('names what failed, shows the server message and fetches again on 重试', () => {
    const onRetry = vi.fn();
    render(<QueryError title="公告加载失败" error={new Error('服务暂不可用')} onRetry={onRetry} />);
    expect(screen.getByText('公告加载失败')).toBeInTheDocument();
    expect(screen.getByText('服务暂不可用')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /重\s*试/ }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('inline, without a title, leads with the server message', () => {
    render(<QueryError variant="inline" error={new ApiError('网络异常', 0)} onRetry={() => {}} />);
    expect(screen.getByRole('alert')).toHaveTextContent('网络异常');
  });

  it('falls back to a general Chinese message for an error without one', () => {
    render(<QueryError error={{}} onRetry={() => {}} />);
    expect(screen.getByText('操作失败，请稍后重试')).toBeInTheDocument();
  });
});
