import type { WebhookBodyInput, WebhookEndpoint } from '@lyp/shared/integrations/webhook.schemas';
import type { WebhookEventType } from '@lyp/shared/integrations/webhook-events';
import { withListFieldNames } from './list-field-errors';

/** The form as the user fills it; 启用 is offered only when editing (a new endpoint starts on). */
export interface WebhookFormValues {
  url: string;
  description?: string;
  events: WebhookEventType[];
  /** Absent when creating: the switch is not on the form. */
  enabled?: boolean;
}

export function formValuesOf(endpoint: WebhookEndpoint | undefined): Partial<WebhookFormValues> {
  if (!endpoint) return { events: [] };
  return {
    url: endpoint.url,
    description: endpoint.description ?? '',
    events: endpoint.events,
    enabled: endpoint.enabled,
  };
}

export const bodyOf = (values: WebhookFormValues): WebhookBodyInput => ({
  url: values.url.trim(),
  // Emptied, the note is cleared: the server reads '' as none.
  description: values.description?.trim() ?? '',
  events: values.events,
  enabled: values.enabled ?? true,
});

/** The server names one of the events (`events.1`); the form has one picker for them all. */
export const withFormFieldNames = (error: unknown): unknown => withListFieldNames(error, ['events']);
