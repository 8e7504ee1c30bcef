// The dashboard and the foreman's actions on it: the Spanish texts, key for key with ../en/dashboard.ts (checked by the type below
// and by es.test.ts).
import type { dashboardEn } from '../en/dashboard';

export const dashboardEs: Record<keyof typeof dashboardEn, string> = {
  'dashboard.loading': 'Cargando el panel…',
  'dashboard.empty': 'Todavía no hay cifras en el panel.',
  'dashboard.error': 'No se pudo cargar el panel. Inténtalo de nuevo.',
  'dashboard.busy':
    'El servidor está ocupado; las cifras se cargarán cuando pueda atenderte. Tu trabajo queda guardado en este dispositivo y se enviará.',
  'dashboard.retry': 'Reintentar',
  'dashboard.offlineEmpty':
    'Sin conexión: el panel todavía no se ha guardado en este dispositivo. Se carga cuando vuelva la red.',
  'dashboard.offlineCached': 'Sin conexión: se muestran las cifras guardadas en este dispositivo.',
  'dashboard.updated': 'Actualizado {time}',
  'dashboard.tile.signedInAs': 'Sesión de',
  'dashboard.tile.role': 'Tu puesto',
  'dashboard.tile.openJobs': 'Mis trabajos abiertos',
  'dashboard.tile.erJobsThisWeek': 'Trabajos ER esta semana',
  'dashboard.tile.notesToday': 'Notas de hoy',
  'dashboard.tile.sites': 'Sitios de mis trabajos',
  'dashboard.tile.myDevices': 'Tus dispositivos',
  'dashboard.tile.devicesRegistered': 'Dispositivos registrados',
  'dashboard.role.crew': 'Cuadrilla',
  'dashboard.role.foreman': 'Capataz',
  'dashboard.role.generalForeman': 'Capataz general',
  'dashboard.role.reviewer': 'Revisor',
  // TRUST-8
  'dashboard.loadingToday': 'Cargando el trabajo de hoy…',
  'dashboard.todayJobs': 'Trabajos de hoy',
  'dashboard.yourJobs': 'Tus trabajos',
  'dashboard.noDayYet': 'Todavía no hay hoja de horas de hoy.',
  'dashboard.startDay': 'Empezar la hoja de horas de hoy',
  'dashboard.noJobs': 'Todavía no hay trabajos en este dispositivo. Llegan con la próxima sincronización.',
  'dashboard.allJobs': 'Todos los trabajos',
  'dashboard.toSend': 'Pendiente de enviar',
  'dashboard.nothingWaiting': 'No hay nada pendiente de enviar',
  'dashboard.waiting': '{count, plural, one {# cambio pendiente} other {# cambios pendientes}} de enviar',
  'dashboard.waitingDetail': 'Guardado en este dispositivo; se envía cuando haya red.',
  'dashboard.daysToConfirm': 'Días por confirmar o explicar',
  'dashboard.allConfirmed': 'Todos los días hasta hoy están confirmados.',
  'dashboard.dayToday': 'Hoy, sin confirmar todavía',
  'dashboard.dayToConfirm': 'Sin confirmar: confírmalo o explica sus avisos',
  'dashboard.figures': 'Más cifras',
};
