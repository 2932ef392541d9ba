/** Skills file (DC): the file-level writes of a CV import (the rows go through sections.repository.ts). */
import type { Trx } from '../../db/types';

/** Title and summary of a file, when given (inside the import's transaction). */
export async function setTitleAndSummary(trx: Trx, fileId: number, values: { title?: string; summary?: string }) {
  const set = {
    ...(values.title !== undefined ? { title: values.title } : {}),
    ...(values.summary !== undefined ? { summary: values.summary } : {}),
  };
  if (Object.keys(set).length === 0) return;
  await trx.updateTable('dc').set(set).where('id', '=', fileId).execute();
}
