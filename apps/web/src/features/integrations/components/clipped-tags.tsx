import { Flex, Tag, Tooltip, Typography } from 'antd';

/**
 * The first few values as tags, the rest behind a +N whose tooltip names them; the count leads.
 * A tag longer than its column is cut short, whole in its title.
 */
export function ClippedTags({
  values,
  unit,
  shown = 3,
  mono = false,
}: {
  values: string[];
  /** What the count counts (项权限). */
  unit: string;
  shown?: number;
  mono?: boolean;
}) {
  const more = values.length - shown;
  const className = mono ? 'lyp-integrations__tag lyp-integrations__mono' : 'lyp-integrations__tag';
  return (
    <Flex gap={4} wrap align="center">
      <Typography.Text type="secondary">
        {values.length} {unit}
      </Typography.Text>
      {values.slice(0, shown).map((value) => (
        <Tag key={value} className={className} title={value}>
          {value}
        </Tag>
      ))}
      {more > 0 && (
        <Tooltip title={values.slice(shown).join('、')}>
          <Tag>+{more}</Tag>
        </Tooltip>
      )}
    </Flex>
  );
}
