import { formatFen } from '@lyp/shared/format/currency';
import type { MessagesServiceDeps, Notice } from '../messages-deps';
import type { OutbidEntry } from '../messages.types';

/**
 * Bidders whose lead a committed bid took, told once per lot per gathering (the latest
 * time), and only if they have not taken the lead back by the time the notices are written.
 * A failure reaches the caller (to count and log); the bid log still holds what was not told.
 */
export function tellOutbid(deps: MessagesServiceDeps, tell: (notices: Notice[]) => Promise<unknown>) {
  const { messages } = deps;
  return async (displaced: OutbidEntry[]) => {
    const latest = new Map<string, OutbidEntry>();
    for (const entry of displaced) {
      const key = `${entry.lotId}:${entry.userId}`;
      if ((latest.get(key)?.seq ?? -1) < entry.seq) latest.set(key, entry);
    }
    // Unreadable lots: everyone is told, under the lot's number, rather than nobody.
    const lotsNow = await messages
      .lotsNow([...new Set(displaced.map((entry) => entry.lotId))])
      .catch(() => new Map<number, { title: string; leaderUserId: number | null }>());
    const stillOutbid = [...latest.values()].filter(
      (entry) => lotsNow.get(entry.lotId)?.leaderUserId !== entry.userId,
    );
    await tell(
      stillOutbid.map((entry) => ({
        userId: entry.userId,
        kind: 'outbid' as const,
        title: '您的出价已被超越',
        body: `“${lotsNow.get(entry.lotId)?.title ?? `标的 ${entry.lotId}`}”的当前价已到 ${formatFen(entry.currentPriceFen)}，您已不再领先，如需继续竞价请尽快出价。`,
        link: `/morebid/auction?id=${entry.lotId}`,
        dedupeKey: `outbid:lot:${entry.lotId}:${entry.seq}`,
      })),
    );
  };
}
