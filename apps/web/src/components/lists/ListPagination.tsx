import { useState } from 'react';
import TablePagination from '@mui/material/TablePagination';
import { useTranslation } from 'react-i18next';

/**
 * The pagination under a paged list. Its texts are the keys `rowsPerPage`, `displayedRows` and `goTo.{first,
 * last,next,previous}` under `keyPrefix` of the namespace `ns`. A new page size starts again on the first page;
 * without `onPageSizeChange` the page size is fixed (no choice shown).
 */
export function ListPagination({
  ns,
  keyPrefix,
  count,
  page,
  onPageChange,
  pageSize,
  pageSizes,
  onPageSizeChange,
}: {
  ns: string;
  keyPrefix: string;
  count: number;
  /** From 0. */
  page: number;
  onPageChange: (page: number) => void;
  pageSize: number;
  pageSizes: number[];
  onPageSizeChange?: (pageSize: number) => void;
}) {
  const { t } = useTranslation(ns, { keyPrefix });
  return (
    <TablePagination
      component="div"
      count={count}
      page={page}
      onPageChange={(_event, next) => onPageChange(next)}
      rowsPerPage={pageSize}
      rowsPerPageOptions={pageSizes}
      {...(onPageSizeChange
        ? {
            onRowsPerPageChange: (event: { target: { value: string } }) => {
              onPageSizeChange(Number(event.target.value));
              onPageChange(0);
            },
            labelRowsPerPage: t('rowsPerPage'),
          }
        : {})}
      labelDisplayedRows={({ from, to, count: total }) => t('displayedRows', { from, to, count: total })}
      getItemAriaLabel={(type) => t(`goTo.${type}`)}
    />
  );
}

/**
 * The page (from 0) and page size of a paged list, starting on the first page at the first size; `pagination`
 * goes to ListPagination. A change of filter calls `setPage(0)`.
 */
export function usePaging(pageSizes: number[]) {
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(pageSizes[0]!);
  return {
    page,
    pageSize,
    setPage,
    pagination: { page, onPageChange: setPage, pageSize, pageSizes, onPageSizeChange: setPageSize },
  };
}
