import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { ExportButton } from './export-button';

describe('<ExportButton>', () => {
  it('tells the user why an export failed', async () => {
    render(
      <App>
        <ExportButton download={() => Promise.reject(new ApiError('无权访问', 403))} />
      </App>,
    );
    await userEvent.click(screen.getByRole('button', { name: /导\s*出/ }));
    expect(await screen.findByText('导出失败：无权访问')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /导\s*出/ })).not.toHaveClass('ant-btn-loading');
  });
});
