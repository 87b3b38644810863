import type { AreaNode } from '@lyp/shared/area/area.schemas';
import { useQuery } from '@tanstack/react-query';
import { Cascader } from 'antd';
import { useMemo } from 'react';
import { areaTreeQuery } from '../../api/company-certification';

interface Option {
  value: string;
  label: string;
  children?: Option[];
}

const toOptions = (nodes: AreaNode[]): Option[] =>
  nodes.map((node) => ({
    value: node.code,
    label: node.name,
    ...(node.children?.length ? { children: toOptions(node.children) } : {}),
  }));

/** A place's 6-digit code: a city or province with no districts listed is padded (东莞 4419 → 441900). */
const codeOf = (node: AreaNode) => node.code.padEnd(6, '0');

/** The codes from the province down to this district: the Cascader's value for a stored code. */
export function regionPath(nodes: AreaNode[], code: string): string[] | undefined {
  for (const node of nodes) {
    if (!node.children?.length && codeOf(node) === code) return [node.code];
    // Codes nest (江苏 32 → 无锡 3202 → 惠山 320206): only a prefix can hold the district.
    if (node.children && code.startsWith(node.code)) {
      const rest = regionPath(node.children, code);
      if (rest) return [node.code, ...rest];
    }
  }
  return undefined;
}

/**
 * 所在地区: province → city → district over the area tree. The field's value is the most
 * precise place's 6-digit code; the path shown is rebuilt from it when an application is edited.
 */
export function RegionCascader({
  value,
  onChange,
  id,
}: {
  value?: string;
  onChange?: (code: string | undefined) => void;
  id?: string;
}) {
  const areas = useQuery(areaTreeQuery());
  const options = useMemo(() => toOptions(areas.data ?? []), [areas.data]);
  const path = value && areas.data ? regionPath(areas.data, value) : undefined;

  return (
    <Cascader<Option>
      id={id}
      options={options}
      value={path}
      loading={areas.isLoading}
      placeholder={areas.isError ? '地区加载失败，请刷新重试' : '请选择省 / 市 / 区县'}
      showSearch
      // The Cascader completes only at a leaf: a district, or a city without districts.
      onChange={(next) => {
        const leafCode = next?.at(-1);
        onChange?.(leafCode === undefined ? undefined : String(leafCode).padEnd(6, '0'));
      }}
      style={{ width: '100%' }}
    />
  );
}
