import { InfoCircleFilled } from '@ant-design/icons';
import { useSyncExternalStore, type CSSProperties } from 'react';
import { LightButton } from '../components/light-button/light-button';
import { isUpgradeDialogShown, subscribeUpgradeDialog } from './upgrade-dialog';

// antd's confirm dialog (Modal.info) drawn by hand: its own code is what could not be loaded.
const MASK: CSSProperties = { position: 'fixed', inset: 0, zIndex: 1000, background: 'rgba(0, 0, 0, 0.45)' };
const BOX: CSSProperties = {
  position: 'relative',
  top: 100,
  width: 416,
  maxWidth: 'calc(100vw - 32px)',
  margin: '0 auto',
  padding: '20px 24px',
  borderRadius: 8,
  background: '#fff',
  boxShadow:
    '0 6px 16px 0 rgba(0, 0, 0, 0.08), 0 3px 6px -4px rgba(0, 0, 0, 0.12), 0 9px 28px 8px rgba(0, 0, 0, 0.05)',
};
/** antd's info colour (colorInfo), the icon's. */
const INFO_COLOUR = '#1677ff';
const TITLE: CSSProperties = { margin: 0, fontSize: 16, fontWeight: 700, lineHeight: 1.5 };

/** The spec's 温馨提示 when a page's code is gone: one button, which reloads the page. */
export function UpgradeNotice() {
  const shown = useSyncExternalStore(subscribeUpgradeDialog, isUpgradeDialogShown, () => false);
  if (!shown) return null;
  return (
    <div style={MASK}>
      <div
        role="dialog"
        aria-modal="true"
        aria-labelledby="lyp-upgrade-title"
        aria-describedby="lyp-upgrade-text"
        style={{ ...BOX, color: 'var(--ant-color-text)', fontSize: 14 }}
      >
        <div style={{ display: 'flex', gap: 12, alignItems: 'flex-start' }}>
          <InfoCircleFilled style={{ color: INFO_COLOUR, fontSize: 22, marginTop: 1 }} />
          <div>
            <h2 id="lyp-upgrade-title" style={TITLE}>
              温馨提示
            </h2>
            <p id="lyp-upgrade-text" style={{ margin: '8px 0 0' }}>
              系统已升级，请刷新页面后继续使用。
            </p>
          </div>
        </div>
        <div style={{ marginTop: 12, textAlign: 'right' }}>
          <LightButton type="primary" autoFocus onClick={() => window.location.reload()}>
            刷新
          </LightButton>
        </div>
      </div>
    </div>
  );
}
