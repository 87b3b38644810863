import { sql, type SQL } from 'drizzle-orm';

/**
 * A value of a dictionary as its screens name and order it, in SQL: the label the administrator
 * gave it (the value itself if they removed it) and its place in their list. One definition for
 * every query that shows dictionary values by name (竞买人资质 on lots, orders and licences).
 */
export function dictItemOf(dictCode: string, value: SQL) {
  const column = (name: 'label' | 'sort') => sql`(select di.${sql.raw(name)} from dict_items di
    join dict_types dt on dt.id = di.type_id where dt.code = ${dictCode} and di.value = ${value})`;
  return { label: sql<string>`coalesce(${column('label')}, ${value})`, sort: column('sort') };
}
