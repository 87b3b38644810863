import {
  DEFAULT_REMINDER_CHANNELS,
  MESSAGE_KINDS,
  type ReminderSetting,
  type ReminderSettingsBody,
} from '@lyp/shared/messages/message.schemas';
import type { Principal } from '../../../lib/principal';
import type { MessagesServiceDeps } from '../messages-deps';

/** Every kind with the user's channels, the defaults where they chose nothing. */
export function readReminderSettings(deps: MessagesServiceDeps) {
  const { messages } = deps;
  return async function settings(principal: Principal): Promise<ReminderSetting[]> {
    const chosen = await messages.settingsOf(principal.userId);
    return MESSAGE_KINDS.map((kind) => {
      const own = chosen.find((setting) => setting.kind === kind);
      return { kind, ...(own ? { site: own.site, sms: own.sms } : DEFAULT_REMINDER_CHANNELS[kind]) };
    });
  };
}

/** Saves the user's channels and answers all of them. */
export function saveReminderSettings(
  deps: MessagesServiceDeps,
  settings: (principal: Principal) => Promise<ReminderSetting[]>,
) {
  const { messages, clock } = deps;
  return async (principal: Principal, body: ReminderSettingsBody): Promise<ReminderSetting[]> => {
    await messages.saveSettings(principal.userId, body.settings, clock.now());
    return settings(principal);
  };
}
