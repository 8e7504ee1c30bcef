// The names of the paging controls under the people and audit tables (axe: a button needs a name).
export const pagingEn = {
  'paging.first': 'First page',
  'paging.previous': 'Previous page',
  'paging.next': 'Next page',
  'paging.last': 'Last page',
} as const;
