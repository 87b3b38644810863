import type { ApiClientScope } from '@lyp/shared/integrations/api-client.schemas';
import { Checkbox, Empty, Flex, Typography } from 'antd';
import { useMemo } from 'react';
import { scopeGroups } from '../lib/scope-labels';

/** One page's permissions: a box for all of them, then one box each. */
function ScopeGroup({
  name,
  scopes,
  chosen,
  onChange,
}: {
  name: string;
  scopes: ApiClientScope[];
  chosen: ReadonlySet<string>;
  onChange: (codes: string[], checked: boolean) => void;
}) {
  const codes = scopes.map((scope) => scope.code);
  const count = codes.filter((code) => chosen.has(code)).length;
  return (
    <div className="lyp-scope-picker__group" role="group" aria-label={name}>
      <Checkbox
        checked={count === codes.length}
        indeterminate={count > 0 && count < codes.length}
        onChange={(event) => onChange(codes, event.target.checked)}
      >
        <Typography.Text strong>{name}</Typography.Text>
      </Checkbox>
      <Flex wrap gap={4} className="lyp-scope-picker__items">
        {scopes.map((scope) => (
          <Checkbox
            key={scope.code}
            checked={chosen.has(scope.code)}
            onChange={(event) => onChange([scope.code], event.target.checked)}
          >
            {scope.label}
          </Checkbox>
        ))}
      </Flex>
    </div>
  );
}

/**
 * The permissions a client may be given (the caller's own), grouped by the page they belong to,
 * each group with a box choosing all of it. A form control: `value` is the chosen codes.
 */
export function ScopePicker({
  id,
  grantable,
  value = [],
  onChange,
}: {
  /** The form item's, so its label names the picker. */
  id?: string;
  grantable: readonly ApiClientScope[];
  value?: string[];
  onChange?: (codes: string[]) => void;
}) {
  const groups = useMemo(() => scopeGroups(grantable), [grantable]);
  const chosen = new Set(value);
  if (groups.length === 0)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="您当前没有可授予客户端的权限" />;

  const change = (codes: string[], checked: boolean) => {
    const next = new Set(chosen);
    for (const code of codes) {
      if (checked) next.add(code);
      else next.delete(code);
    }
    // In the order they are offered, whatever order they were ticked in.
    onChange?.(grantable.map((scope) => scope.code).filter((code) => next.has(code)));
  };
  return (
    <div id={id} className="lyp-scope-picker" role="group" aria-label="权限">
      {groups.map(([name, scopes]) => (
        <ScopeGroup key={name} name={name} scopes={scopes} chosen={chosen} onChange={change} />
      ))}
    </div>
  );
}
