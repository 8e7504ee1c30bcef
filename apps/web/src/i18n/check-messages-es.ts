// UX-1: Spanish of check-messages.ts (same keys and placeholders), spread into `es` (es.ts).
export const checkMessagesEs: Readonly<Record<string, string>> = {
  'check.ts.field.shiftStart': 'inicio del turno',
  'check.ts.field.shiftEnd': 'fin del turno',
  'check.ts.field.startTime': 'hora de entrada',
  'check.ts.field.endTime': 'hora de salida',
  'check.ts.timeFormat.shift': 'El {field} «{value}» no es una hora; escribe una hora como {example}',
  'check.ts.timeFormat.job':
    'En el trabajo {job}, {field} «{value}» no es una hora; escribe una hora como {example}',
  'check.ts.timeFormat.crew':
    'La {field} de {person} en el trabajo {job}, «{value}», no es una hora; escribe una hora como {example}',
  'check.ts.shiftEmpty': 'El turno empieza y termina a las {start}; no tiene duración',
  'check.ts.shiftOvernightNotAllowed':
    'El turno termina a las {end}, antes de empezar a las {start}; no se permiten turnos que pasen la medianoche',
  'check.ts.shiftTooLong': 'El turno {start}–{end} dura {duration}; lo máximo permitido es {hours} h',
  'check.ts.shiftTooLong.overnight':
    'El turno {start}–{end} (termina al día siguiente) dura {duration}; lo máximo permitido es {hours} h',
  'check.ts.shiftLong': 'El turno {start}–{end} dura {duration}, más de {hours} h; explica por qué',
  'check.ts.shiftLong.overnight':
    'El turno {start}–{end} (termina al día siguiente) dura {duration}, más de {hours} h; explica por qué',
  'check.ts.endBeforeStart.job': 'El trabajo {job} termina a las {end}, antes de empezar a las {start}',
  'check.ts.endBeforeStart.jobSame': 'El trabajo {job} termina a las {end}, la misma hora en que empieza',
  'check.ts.endBeforeStart.crew':
    'La hora de salida de {person}, {end}, es anterior a la entrada {start} en el trabajo {job}',
  'check.ts.endBeforeStart.crewSame':
    'La hora de salida de {person}, {end}, es igual a la entrada {start} en el trabajo {job}',
  'check.ts.jobOutsideShift':
    'El trabajo {job} va de {start} a {end}, fuera del turno {shiftStart}–{shiftEnd}',
  'check.ts.crewOutsideJob.job':
    'El horario de {person}, {start}–{end}, en el trabajo {job} está fuera del horario del trabajo {jobStart}–{jobEnd}',
  'check.ts.crewOutsideJob.shift':
    'El horario de {person}, {start}–{end}, en el trabajo {job} está fuera del turno {shiftStart}–{shiftEnd}',
  'check.ts.duplicateJob': 'El trabajo {job} aparece dos veces; pon toda su cuadrilla en una sola entrada',
  'check.ts.crewOverlap':
    '{person} está en el trabajo {job} {start}–{end} y en el trabajo {otherJob} {otherStart}–{otherEnd} a la vez; los horarios se cruzan',
  'check.ts.crewOverlapOtherTimesheet.foreman':
    '{person} está en el trabajo {job} {start}–{end} y también en la hoja de horas de {foreman} del {date}, trabajo {otherJob} {otherStart}–{otherEnd}',
  'check.ts.crewOverlapOtherTimesheet.other':
    '{person} está en el trabajo {job} {start}–{end} y también en otra hoja de horas del {date}, trabajo {otherJob} {otherStart}–{otherEnd}',
  'check.ts.personDayTooLong':
    '{person} trabaja {duration} el {date} en {sheets} hojas de horas; lo máximo permitido es {hours} h',
  'check.ts.personDayLong':
    '{person} trabaja {duration} el {date} en {sheets} hojas de horas, más de {hours} h; explica por qué',
  'check.ts.lunchMissing':
    '{person} trabaja {duration} sin descanso para comer; marca la comida o explica por qué',
  'check.ts.dayOff': '{person} tiene el {date} libre; marca «ignorar día libre» o explica por qué',
  'check.duration.hours': '{h} h',
  'check.duration.minutes': '{m} min',
  'check.duration.both': '{h} h {m} min',
  'check.report.required': 'Falta {label}',
  'check.report.checkboxType': 'Marca o desmarca',
  'check.report.checkboxRequired': 'Marca {label}',
  'check.report.textType': 'Escribe un texto',
  'check.report.textTooLong': 'Como máximo {max, plural, one {# carácter} other {# caracteres}}',
  'check.report.numberType': 'Escribe un número',
  'check.report.numberMin': 'Al menos {min}{unit}',
  'check.report.numberMax': 'Como máximo {max}{unit}',
  'check.report.numberStep': 'Usa pasos de {step}{unit}',
  'check.report.dateFormat': 'Escribe una fecha como {example}',
  'check.report.timeFormat': 'Escribe una hora como {example}',
  'check.report.choiceType': 'Elige una de las opciones',
  'check.report.choiceOption': '«{value}» no es una de las opciones',
  'check.report.rowsType': 'Se esperaba una lista de filas',
  'check.report.rowsMin': 'Agrega al menos {min, plural, one {# fila} other {# filas}}',
  'check.report.rowsMax': 'Como máximo {max, plural, one {# fila} other {# filas}}',
  'check.report.rowType': 'Se esperaba una fila de valores',
  'check.report.photosType': 'Se esperaba una lista de fotos',
  'check.report.photoRef': 'Una referencia de foto no es válida',
  'check.report.photoTwice': 'La misma foto aparece dos veces',
  'check.report.photosMin': 'Agrega al menos {min, plural, one {# foto} other {# fotos}}',
  'check.report.photosMax': 'Como máximo {max, plural, one {# foto} other {# fotos}}',
  'check.report.signatureFormat': 'Una firma es una imagen PNG',
  'check.report.signatureTooLarge': 'La imagen de la firma es demasiado grande',
};
