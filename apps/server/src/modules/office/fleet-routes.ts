// OFFICE-9: the office's fleet calls. Each change is in the office record (audit.ts) with the unit
// before and after, under its kind (vehicle or asset) and its own row number.
import type { FleetKind, OfficeFleetItem } from '@fieldops/contract';
import type { FastifyInstance } from 'fastify';
import { serveCall, type RouteDeps } from '../../http/contract-route.js';
import { audited, type AuditedObject } from './audit.js';
import { addFleetUnit, officeFleet, officeFleetUnit, setFleetRetired, updateFleetUnit } from '../fleet/service.js';

const auditedUnit = (kind: FleetKind): AuditedObject => ({
  kind,
  idOf: (after) => (after as OfficeFleetItem).fleetID,
  jobIDOf: () => null,
});

export function fleetOfficeRoutes(app: FastifyInstance, office: RouteDeps): void {
  serveCall(app, office, 'officeFleet', ({ db, query }) => officeFleet(db, query));
  serveCall(app, office, 'officeAddFleetUnit', ({ db, session, params, body }) =>
    audited(db, session.user, 'officeAddFleetUnit', auditedUnit(params.kind), undefined, () =>
      addFleetUnit(db, params.kind, body),
    ),
  );
  serveCall(app, office, 'officeUpdateFleetUnit', ({ db, session, params, body }) =>
    audited(
      db,
      session.user,
      'officeUpdateFleetUnit',
      auditedUnit(params.kind),
      () => officeFleetUnit(db, params.kind, params.id),
      () => updateFleetUnit(db, params.kind, params.id, body),
    ),
  );
  serveCall(app, office, 'officeSetFleetRetired', ({ db, session, params, body }) =>
    audited(
      db,
      session.user,
      'officeSetFleetRetired',
      auditedUnit(params.kind),
      () => officeFleetUnit(db, params.kind, params.id),
      () => setFleetRetired(db, params.kind, params.id, body.retired),
    ),
  );
}
