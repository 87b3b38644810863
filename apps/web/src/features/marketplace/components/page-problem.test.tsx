import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { PageProblem } from './page-problem';

const problem = (error: unknown, onRetry = vi.fn()) => {
  render(
    <MemoryRouter>
      <PageProblem
        status="404"
        title="标的不存在"
        subTitle={error instanceof Error ? error.message : '链接中缺少标的编号'}
        way={{ to: '/morebid', label: '浏览其他标的' }}
        error={error}
        onRetry={onRetry}
      />
    </MemoryRouter>,
  );
  return onRetry;
};

describe('<PageProblem>', () => {
  it('calls the record missing when the server says it does not exist', () => {
    problem(new ApiError('标的不存在或您无权查看', 404));
    expect(screen.getByText('标的不存在')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /重\s?试/ })).not.toBeInTheDocument();
  });

  it('says the page could not load for now, with the server’s reason and a retry, when the service is unavailable', async () => {
    const onRetry = problem(new ApiError('数据服务暂时不可用，请 5 秒后重试', 503));
    expect(screen.queryByText('标的不存在')).not.toBeInTheDocument();
    expect(screen.getByText('暂时无法加载，请稍后重试')).toBeInTheDocument();
    expect(screen.getByText('数据服务暂时不可用，请 5 秒后重试')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /重\s?试/ }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('treats an unreachable server the same way', () => {
    problem(new ApiError('网络异常', 0));
    expect(screen.getByRole('button', { name: /重\s?试/ })).toBeInTheDocument();
  });
});
