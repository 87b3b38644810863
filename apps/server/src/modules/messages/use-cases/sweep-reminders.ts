import type { MessagesServiceDeps } from '../messages-deps';
import type { WrittenMessage } from '../messages.types';

/** The reminders now due by the database's deadlines; each is written once, ever. */
export function sweepReminders(
  deps: MessagesServiceDeps,
  deliver: (written: WrittenMessage[]) => Promise<void>,
) {
  const { messages, clock } = deps;
  return async (): Promise<number> => {
    const written = await messages.addDueReminders(clock.now(), {
      lotOpeningMinutes: deps.lotOpeningLeadMinutes,
      lotEndingMinutes: deps.lotEndingLeadMinutes,
    });
    await deliver(written);
    return written.length;
  };
}
