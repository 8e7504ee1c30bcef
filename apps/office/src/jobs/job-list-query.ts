// The job list's filters as the server's officeJobs query: the table's sort column and direction
// become one of the contract's sort values; nothing is filtered or sorted in the browser.
import { OFFICE_JOB_SORTS, type OfficeJobQuery } from '@fieldops/contract';
import type { SortingState } from '@tanstack/react-table';

export type JobSort = OfficeJobQuery['sort'];
export const JOB_PAGE_SIZE = 50;

const SORTABLE = new Set<string>(OFFICE_JOB_SORTS.filter((sort) => !sort.startsWith('-')));

export function sortOf(sorting: SortingState): JobSort {
  const first = sorting[0];
  if (!first || !SORTABLE.has(first.id)) return '-updated';
  const sort = `${first.desc ? '-' : ''}${first.id}`;
  return OFFICE_JOB_SORTS.find((known) => known === sort) ?? '-updated';
}

export function sortingOf(sort: JobSort): SortingState {
  return [{ id: sort.replace(/^-/, ''), desc: sort.startsWith('-') }];
}
