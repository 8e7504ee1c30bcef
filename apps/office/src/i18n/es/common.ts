// The console's frame, sign-in and shared words (Spanish), key for key with ../en/common.ts.
import type { commonEn } from '../en/common';

export const commonEs: Record<keyof typeof commonEn, string> = {
  'app.name': 'FieldOps Oficina',
  'nav.label': 'Áreas de la consola',
  'nav.signOut': 'Cerrar sesión',
  'nav.language': 'Idioma',
  'nav.signedInAs': 'Sesión de {{name}}',
  'signIn.title': 'Iniciar sesión en la consola de oficina',
  'signIn.intro': 'Use la cuenta de su empresa. La aplicación de campo sigue en los teléfonos en /.',
  'signIn.button': 'Iniciar sesión',
  'signIn.working': 'Iniciando sesión…',
  'signIn.failed':
    'No se pudo iniciar sesión: {{reason}}. Inténtelo de nuevo o consulte a su administrador de oficina.',
  'noRole.title': 'Esta cuenta no tiene un rol de oficina',
  'noRole.body':
    '{{email}} puede usar la aplicación de campo, pero no la consola de oficina. Pida a su administrador de oficina un rol de oficina y vuelva a iniciar sesión.',
  'noRole.fieldApp': 'Abrir la aplicación de campo',
  loading: 'Cargando…',
  'error.unreachable': 'No se pudo contactar con el servidor. Revise la conexión e inténtelo de nuevo.',
  'error.retry': 'Reintentar',
  'error.forbidden': 'Sus roles de oficina no lo permiten. Consulte a su administrador de oficina.',
  notFound: 'Esa página no existe en la consola.',
  'table.sortAscending': 'Orden ascendente',
  'table.sortDescending': 'Orden descendente',
  'table.sortBy': 'Ordenar por {{column}}',
  'table.empty': 'No hay nada que mostrar.',
  'table.page': 'Página {{page}} de {{pages}}',
  'table.total': '{{count}} en total',
  'role.officeAdmin': 'Administrador de oficina',
  'role.officeManager': 'Gestor de oficina',
  'role.payroll': 'Nóminas',
  'role.reviewer': 'Revisor',
  'jobPicker.label': 'Trabajo',
  'jobPicker.hint': 'Escriba un número de trabajo o una dirección',
};
