// The Job folders area (OFFICE-9), Spanish, key for key with ../en/folders.ts.
import type { foldersEn } from '../en/folders';

export const foldersEs: Record<keyof typeof foldersEn, string> = {
  'folders.nav': 'Carpetas de trabajos',
  'folders.title': 'Carpetas del trabajo n.º {{jobID}}',
  'folders.loading': 'Cargando las carpetas…',
  'folders.crewFolder': 'Carpeta de la cuadrilla en el drive: {{id}}',
  'folders.noCrewFolder': 'Todavía no hay carpeta de la cuadrilla: se crea con la primera carpeta.',
  'folders.none': 'Este trabajo todavía no tiene carpetas.',
  'folders.listLabel': 'Carpetas del trabajo',
  'folders.col.name': 'Carpeta',
  'folders.col.drive': 'En el drive',
  'folders.col.created': 'Creada',
  'folders.onDrive': 'En el drive',
  'folders.notOnDrive': 'Aún no creada',
  'folders.names': 'Carpetas nuevas',
  'folders.namesHelp':
    'Nombres separados por comas, p. ej. Permisos, Planos finales. Un nombre que ya existe se conserva.',
  'folders.setUp': 'Crear las carpetas',
};
