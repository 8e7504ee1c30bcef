// The Photos area (OFFICE-9), Spanish, key for key with ../en/photos.ts.
import type { photosEn } from '../en/photos';

export const photosEs: Record<keyof typeof photosEn, string> = {
  'photos.nav': 'Fotos de trabajos',
  'photos.title': 'Fotos del trabajo n.º {{jobID}}',
  'photos.loading': 'Cargando las fotos…',
  'photos.loadingMap': 'Cargando el mapa…',
  'photos.none': 'Todavía no hay fotos de este trabajo en el servidor.',
  'photos.onMap': '{{placed}} de {{count}} fotos tienen posición y están en el mapa.',
  'photos.mapLabel': 'Mapa de dónde se tomaron las fotos',
  'photos.timelineLabel': 'Fotos por día',
  'photos.takenAt': 'Tomada a las {{time}}',
  'photos.storedAt': 'Recibida a las {{time}} (UTC; sin hora de captura)',
  'photos.noPosition': 'Sin posición: no está en el mapa',
  'photos.zoomIn': 'Acercar',
  'photos.zoomOut': 'Alejar',
};
