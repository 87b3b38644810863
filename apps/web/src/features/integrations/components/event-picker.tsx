import {
  WEBHOOK_EVENT_AUDIENCE,
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_EVENT_TYPES,
  type WebhookEventType,
} from '@lyp/shared/integrations/webhook-events';
import { Checkbox, Flex, Typography } from 'antd';

/**
 * The events an endpoint may hear, each with whom it concerns, and a box for all of them. A form
 * control: `value` is the chosen types, kept in the order they are offered.
 */
export function EventPicker({
  id,
  value = [],
  onChange,
}: {
  /** The form item's, so its label names the picker. */
  id?: string;
  value?: WebhookEventType[];
  onChange?: (types: WebhookEventType[]) => void;
}) {
  const chosen = new Set(value);
  const change = (type: WebhookEventType, checked: boolean) => {
    const next = new Set(chosen);
    if (checked) next.add(type);
    else next.delete(type);
    onChange?.(WEBHOOK_EVENT_TYPES.filter((each) => next.has(each)));
  };
  return (
    <div id={id} className="lyp-event-picker" role="group" aria-label="订阅事件">
      <Checkbox
        checked={chosen.size === WEBHOOK_EVENT_TYPES.length}
        indeterminate={chosen.size > 0 && chosen.size < WEBHOOK_EVENT_TYPES.length}
        onChange={(event) => onChange?.(event.target.checked ? [...WEBHOOK_EVENT_TYPES] : [])}
      >
        <Typography.Text strong>全部事件</Typography.Text>
      </Checkbox>
      <Flex vertical gap={4} className="lyp-event-picker__items">
        {WEBHOOK_EVENT_TYPES.map((type) => (
          <Checkbox
            key={type}
            checked={chosen.has(type)}
            onChange={(event) => change(type, event.target.checked)}
          >
            {WEBHOOK_EVENT_LABELS[type]}
            <Typography.Text type="secondary" className="lyp-event-picker__audience">
              推送给{WEBHOOK_EVENT_AUDIENCE[type]}
            </Typography.Text>
          </Checkbox>
        ))}
      </Flex>
    </div>
  );
}
