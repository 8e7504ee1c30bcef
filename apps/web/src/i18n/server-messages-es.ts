// UX-1: Spanish of server-messages.ts (same keys and placeholders), spread into `es` (es.ts).
export const serverMessagesEs: Readonly<Record<string, string>> = {
  'report.template.cbilling': 'Facturación del contratista',
  'report.template.construct-complete': 'Obra terminada',
  'report.template.generic': 'Reporte diario',
  'menu.item.fleet': 'Flota',
  'menu.item.safetyHandbook': 'Manual de seguridad',
  'status.value.Open': 'Abierto',
  'status.value.Closed': 'Cerrado',
  'status.value.Active': 'Activo',
  'server.error.bad_request': 'El servidor no pudo aceptar esto: {message}',
  'server.error.unauthorized': 'Tu sesión terminó; vuelve a entrar.',
  'server.error.forbidden': 'No tienes permiso para hacer esto.',
  'server.error.not_found': 'No está en el servidor: puede que se haya borrado o movido.',
  'server.error.conflict': 'Alguien cambió esto mientras tanto: {message}',
  'server.error.idempotency_key_reused': 'Este cambio ya se envió con otro contenido.',
  'server.error.payload_too_large': 'Demasiado grande para el servidor.',
  'server.error.unsupported_media_type': 'El servidor no acepta este tipo de archivo.',
  'server.error.rate_limited': 'Demasiadas solicitudes desde esta red; se volverá a intentar en breve.',
  'server.error.server_busy': 'El servidor está ocupado; se volverá a intentar en breve.',
  'server.error.internal': 'El servidor tuvo un problema; se volverá a intentar.',
  'server.error.geocoder_unavailable':
    'La búsqueda de direcciones no está disponible; escribe la dirección a mano.',
  'server.error.geocoder_timeout':
    'La búsqueda de direcciones tardó demasiado; inténtalo de nuevo o escribe la dirección a mano.',
  'server.error.geocoder_failed':
    'La búsqueda de direcciones falló; inténtalo de nuevo o escribe la dirección a mano.',
};
