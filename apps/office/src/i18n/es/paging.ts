// The paging controls' names, Spanish, key for key with ../en/paging.ts.
import type { pagingEn } from '../en/paging';

export const pagingEs: Record<keyof typeof pagingEn, string> = {
  'paging.first': 'Primera página',
  'paging.previous': 'Página anterior',
  'paging.next': 'Página siguiente',
  'paging.last': 'Última página',
};
