// The countdown's layout is in lots.css; 我的竞价 and 我的关注 show it with no marketplace page loaded.
import '../styles/lots.css';
import type { LotStatus } from '@lyp/shared/auction/bulletin.schemas';
import { useServerNow } from '../hooks/use-server-now';
import { formatCountdown } from '@lyp/shared/format/duration';
import { lotPhase, PHASE_LABELS } from '../lib/lot-phase';

const PHASE_COLOURS = {
  upcoming: 'blue',
  bidding: 'red',
  closing: 'orange',
  sold: 'green',
  unsold: 'grey',
} as const;

/** The lot's phase and the time left, by the server's clock, ticking every second. */
export function LotCountdown(props: {
  lot: { status: LotStatus; startsAt: string; endsAt: string };
  size?: 'small' | 'large';
}) {
  const now = useServerNow();
  const phase = lotPhase(props.lot, now);
  const lead = phase.kind === 'upcoming' ? '距开始' : phase.kind === 'bidding' ? '距结束' : null;
  return (
    <span className={`lyp-countdown lyp-countdown--${props.size ?? 'small'}`} aria-live="off">
      <span className={`lyp-tag lyp-tag--${PHASE_COLOURS[phase.kind]}`}>{PHASE_LABELS[phase.kind]}</span>
      {lead && 'remainingMs' in phase ? (
        <span className="lyp-countdown__time">
          {lead} {/* A page drawn on the server counted a moment earlier; the next tick corrects it. */}
          <strong suppressHydrationWarning>{formatCountdown(phase.remainingMs)}</strong>
        </span>
      ) : null}
    </span>
  );
}
