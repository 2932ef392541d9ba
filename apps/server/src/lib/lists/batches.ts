/** An export's rows read in batches (docs/decisions/019-management-lists.md): constant memory, whatever the count. */
/** Rows of an export are read in batches of this size (constant memory, whatever the count). */
export const EXPORT_BATCH = 1000;

/**
 * Every row of a list for an export, read batch after batch with the list's own query (`page` from 1, `pageSize`
 * EXPORT_BATCH), so memory stays constant. `readPage` is the list's repository call.
 */
export async function* allPages<Row>(
  readPage: (page: number, pageSize: number) => Promise<Row[]>,
  max = 200_000,
): AsyncGenerator<Row> {
  for (let page = 1; (page - 1) * EXPORT_BATCH < max; page += 1) {
    const rows = await readPage(page, EXPORT_BATCH);
    for (const row of rows) yield row;
    if (rows.length < EXPORT_BATCH) return;
  }
}

/**
 * Every row of an export whose matching ids were read first, in order (one scan of the scope): the rows are read
 * EXPORT_BATCH ids at a time (`readBatch` answers them in the ids' order), so the scope is not scanned again per
 * batch and memory holds one batch.
 */
export async function* inBatches<Row>(
  ids: number[],
  readBatch: (ids: number[]) => Promise<Row[]>,
): AsyncGenerator<Row> {
  for (let i = 0; i < ids.length; i += EXPORT_BATCH) {
    for (const row of await readBatch(ids.slice(i, i + EXPORT_BATCH))) yield row;
  }
}
