// The update queue and how each queued change is named: the Spanish texts, key for key with ../en/queue.ts (checked by the type below
// and by es.test.ts).
import type { queueEn } from '../en/queue';

export const queueEs: Record<keyof typeof queueEn, string> = {
  'task.createErJob': 'Crear trabajo ER: {workType}, {address}',
  'task.addJobFolders': 'Agregar carpetas al trabajo ER {job}',
  'task.addJobEvent': 'Agregar el evento "{eventType}" al trabajo ER {job}',
  'task.addNote': 'Agregar nota ({noteType}): {text}',
  'task.uploadPhoto': 'Subir la foto {number} de {report}',
  'task.uploadJobPhoto': 'Subir la foto {name}',
  'task.uploadJobPhotoAt': 'Subir una foto de la ubicación {location}',
  'task.deletePhoto': 'Borrar una foto de la ubicación {location}',
  'task.saveReport': 'Enviar el reporte: {report}',
  'queue.error.status': 'Falló el servidor (HTTP {status})',
  'queue.error.answer': 'El servidor respondió algo que la app no puede leer',
  'upload.progress': 'Subiendo {percent} %',
  'queue.badge': '{count} por enviar',
  'queue.loading': 'Cargando la cola…',
  'queue.empty': 'No hay nada pendiente: se enviaron todos los cambios hechos en este dispositivo.',
  'queue.intro':
    'Cambios hechos en este dispositivo, los más nuevos primero. Se envían cuando la red lo permite.',
  'queue.listLabel': 'Cambios por enviar',
  'queue.shown': 'Se muestran los {shown} más nuevos de {total}.',
  'queue.showMore': 'Ver más',
  'queue.status.waiting': 'En espera',
  'queue.status.failing': 'Fallando',
  'queue.status.rejected': 'Rechazado',
  'queue.status.skipped': 'Omitido',
  'queue.tries': '{count, plural, one {# intento} other {# intentos}}',
  'queue.oneTry': '1 intento',
  'queue.noTries': 'Sin intentos todavía',
  'queue.created': 'Hecho {age}',
  'queue.lastError': 'Último error: {error}',
  'queue.forJob': 'Trabajo {job}',
  'queue.name.timesheet': 'Hoja de horas, {day}',
  'queue.name.timesheetConfirmed': 'Hoja de horas confirmada, {day}',
  'queue.name.report': '{report} de {where}',
  'queue.name.photo': 'Foto de {where}',
  'queue.name.photoRemoved': 'Foto quitada de {where}',
  'queue.name.note': 'Nota en {job}: {text}',
  'queue.waitsFor': 'Espera a: {name}',
  'queue.skippedHelp':
    'Se intentó {count, plural, one {# vez} other {# veces}} sin éxito; se guarda hasta que lo reintentes o lo descartes.',
  'queue.retry': 'Reintentar',
  'queue.retryAll': 'Reintentar todo',
  'queue.retryAllHelp':
    '{count, plural, one {# cambio se omitió} other {# cambios se omitieron}} tras fallar; Reintentar todo los vuelve a enviar.',
  'queue.retryAllHelpOne': '1 cambio se omitió tras fallar; Reintentar todo lo vuelve a enviar.',
  'queue.retriedAll':
    '{count, plural, one {# cambio omitido se volverá} other {# cambios omitidos se volverán}} a enviar.',
  'queue.retriedAllOne': '1 cambio omitido se volverá a enviar.',
  'queue.discard': 'Descartar',
  'queue.discardTitle': '¿Descartar este cambio?',
  'queue.discardText': '"{name}" no se enviará nunca y se borra de este dispositivo.',
  'queue.discardDependents':
    'También se {count, plural, one {descarta # cambio posterior que depende} other {descartan # cambios posteriores que dependen}} de él.',
  'queue.discardConfirm': 'Descartar',
  'queue.cancel': 'Cancelar',
  'queue.running': 'Enviando…',
  'queue.needsSignIn': 'Tu sesión terminó. Cierra sesión y vuelve a entrar para enviar tus cambios.',
  'queue.serverBusy':
    'El servidor está ocupado; tu trabajo queda guardado en este dispositivo y se enviará en cuanto pueda recibirlo.',
  'queue.unsentWarning':
    '{count, plural, one {# cambio no se ha enviado} other {# cambios no se han enviado}} todavía. Se quedan en este dispositivo y se envían cuando esta cuenta vuelva a entrar.',
  'queue.unsentOne':
    '1 cambio no se ha enviado todavía. Se queda en este dispositivo y se envía cuando esta cuenta vuelva a entrar.',
  'queue.logOutTitle': '¿Cerrar sesión?',
  'queue.logOutAnyway': 'Cerrar sesión de todos modos',
  'queue.updateUnsent':
    '{count, plural, one {# cambio no se ha enviado} other {# cambios no se han enviado}} todavía. Se quedan en este dispositivo y se envían después de la actualización.',
  'age.justNow': 'justo ahora',
};
