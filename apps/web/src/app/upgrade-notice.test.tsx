import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { showUpgradeDialog } from './upgrade-dialog';
import { UpgradeNotice } from './upgrade-notice';

describe('<UpgradeNotice>', () => {
  it('stays hidden until a page’s code fails, then asks once for a refresh that reloads the page', async () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    try {
      render(<UpgradeNotice />);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

      act(() => {
        showUpgradeDialog();
        showUpgradeDialog();
      });
      const dialog = screen.getByRole('dialog', { name: '温馨提示' });
      expect(dialog).toHaveAccessibleDescription('系统已升级，请刷新页面后继续使用。');
      expect(screen.getAllByRole('dialog')).toHaveLength(1);
      const refresh = screen.getByRole('button', { name: /刷\s*新/ });
      expect(refresh).toHaveFocus();

      await userEvent.click(refresh);
      expect(reload).toHaveBeenCalledOnce();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
