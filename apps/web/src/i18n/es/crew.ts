// The crew's own time: the Spanish texts, key for key with ../en/crew.ts (checked by the type
// below and by es.test.ts).
import type { crewEn } from '../en/crew';

export const crewEs: Record<keyof typeof crewEn, string> = {
  'task.punchIn': 'Entrada a las {time}',
  'task.punchOut': 'Salida a las {time}',
  'queue.name.punchIn': 'Entrada a las {time} {job}',
  'queue.name.punchOut': 'Salida a las {time} {job}',
  'crew.clock.title': 'Mi tiempo',
  'crew.clock.in': 'Marcar entrada',
  'crew.clock.out': 'Marcar salida',
  'crew.clock.pickJob': 'Trabajo',
  'crew.clock.noJobs':
    'Todavía no estás en ningún trabajo abierto en este dispositivo: para marcar entrada hace falta uno.',
  'crew.clock.clockedIn': 'Dentro desde las {time} en {job}',
  'crew.clock.clockedOut': 'Salida a las {time} en {job}',
  'crew.clock.notYet': 'Sin marcar entrada',
  'crew.clock.waiting': 'pendiente de enviar',
  'crew.clock.sent': 'enviado',
  'crew.clock.locating': 'Buscando tu posición…',
  'crew.clock.noFix': 'Sin posición: la marca se guarda y tu capataz verá que no tiene lugar.',
  'crew.arrived': 'Estás en {job}. ¿Marcar entrada?',
  'crew.arrived.action': 'Marcar entrada ahora',
  'crew.flag.noFix': 'sin posición',
  'crew.flag.poorAccuracy': 'posición poco precisa',
  'crew.flag.outsideFence': 'fuera de la obra',
  'crew.flag.pinNotMatched': 'el PIN no coincide',
  'crew.flag.clockNotMeasured': 'reloj del dispositivo sin comprobar',
  'crew.kiosk.title': 'Reloj de la cuadrilla (quiosco)',
  'crew.kiosk.pickName': '¿Quién eres?',
  'crew.kiosk.pin': 'Tu PIN',
  'crew.kiosk.usePin': 'Con PIN',
  'crew.kiosk.useSignature': 'Firmar',
  'crew.kiosk.clear': 'Borrar',
  'crew.kiosk.needCheck': 'Escribe tu PIN o firma primero',
  'crew.kiosk.done': '{name}: {kind} registrada',
};
