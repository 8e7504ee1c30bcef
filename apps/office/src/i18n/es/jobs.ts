// The Jobs area (OFFICE-2), Spanish, key for key with ../en/jobs.ts.
import type { jobsEn } from '../en/jobs';

export const jobsEs: Record<keyof typeof jobsEn, string> = {
  'jobs.nav': 'Trabajos',
  'jobs.title': 'Trabajos',
  'jobs.search': 'Buscar trabajos',
  'jobs.searchHint': 'Número, dirección, ciudad o tipo de trabajo',
  'jobs.status': 'Estado',
  'jobs.status.all': 'Todos',
  'jobs.status.Open': 'Abierto',
  'jobs.status.Closed': 'Cerrado',
  'jobs.foreman': 'Capataz',
  'jobs.anyForeman': 'Cualquier capataz',
  'jobs.noForeman': 'Sin capataz',
  'jobs.col.jobNumber': 'Número de trabajo',
  'jobs.col.address': 'Dirección',
  'jobs.col.city': 'Ciudad',
  'jobs.col.workType': 'Tipo de trabajo',
  'jobs.col.foreman': 'Capataz',
  'jobs.col.status': 'Estado',
  'jobs.col.updated': 'Actualizado',
  'jobs.loading': 'Cargando trabajos…',
  'jobs.empty': 'Todavía no hay trabajos. Cree el primero con "Nuevo trabajo".',
  'jobs.noMatch': 'Ningún trabajo coincide con estos filtros. Borre la búsqueda o elija otro estado.',
  'jobs.new': 'Nuevo trabajo',
  'jobs.listLabel': 'Trabajos de la empresa',
};
