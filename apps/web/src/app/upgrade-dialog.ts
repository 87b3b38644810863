import { feedback } from '../lib/feedback';

let shown = false;

/** A page's code could not be loaded (usually a new release replaced it): ask for a refresh. */
export function showUpgradeDialog(): void {
  if (shown) return;
  shown = true;
  feedback().modal.info({
    title: '温馨提示',
    content: '系统已升级，请刷新页面后继续使用。',
    okText: '刷新',
    onOk: () => window.location.reload(),
  });
}
