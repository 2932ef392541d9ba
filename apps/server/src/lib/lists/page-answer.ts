/**
 * A list call's answer (packages/shared `listPageSchema`) from a counted page (db/list-query `pageThenCount`): the
 * items, the total, `totalCapped` when the count stopped ("more than"), the page asked.
 */
export function pageAnswer<Row, Item>(
  counted: { rows: Row[]; total: number; capped: boolean },
  query: { page: number; pageSize: number },
  item: (row: Row) => Item,
) {
  return {
    items: counted.rows.map(item),
    total: counted.total,
    ...(counted.capped ? { totalCapped: true } : {}),
    page: query.page,
    pageSize: query.pageSize,
  };
}
