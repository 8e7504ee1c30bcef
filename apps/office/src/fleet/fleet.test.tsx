// OFFICE-9: the console's Fleet area: the server's vehicles and assets in a table, a new vehicle
// sent as the contract's body, a retirement sent for the unit's own row, and the
// server's refusal (a unit number already taken) shown in its own words.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OfficeFleetItem } from '@fieldops/contract';
import { writeSession } from '../api/session-store';
import { answeringFetch, renderConsole } from '../test/render';
import FleetArea from './FleetArea';

const session = {
  sessionId: 'sid-office',
  accessToken: 'token',
  email: 'office@acme.example',
  revocationEndpoint: '/oidc/token/revocation',
  clientId: 'fieldops-web',
};
const truck: OfficeFleetItem = {
  fleetID: 7,
  id: 'V-118',
  kind: 'vehicle',
  name: 'Truck 118',
  type: 'Bucket truck',
  status: 'active',
  latitude: 45.5,
  longitude: -122.6,
  lastSeen: '2026-11-18T16:45:00.000Z',
  assignedTo: 'Frank Foreman',
  retiredAt: null,
};
interface Sent {
  method: string;
  path: string;
  body: unknown;
}

function serve(sent: Sent[], asked: URL[]) {
  return answeringFetch((path, init, url) => {
    asked.push(url);
    if (path === '/api/office/fleet') return { body: { items: [truck] } };
    const body = init.body === undefined ? undefined : (JSON.parse(String(init.body)) as unknown);
    sent.push({ method: init.method ?? 'GET', path, body });
    if (path === '/api/office/fleet/vehicle')
      return {
        status: 409,
        body: { error: 'conflict', message: 'V-118 is already another unit’s number or tag', details: null },
      };
    if (path === '/api/office/fleet/vehicle/7/retired')
      return { body: { ...truck, retiredAt: '2026-11-19T08:00:00.000Z' } };
    return { status: 404, body: { error: 'notFound', message: 'No such call' } };
  });
}

const SLOW_MS = 30_000;
const open = () =>
  renderConsole(
    <Routes>
      <Route path="/fleet/*" element={<FleetArea />} />
    </Routes>,
    '/fleet',
  );

describe('the fleet in the console', () => {
  afterEach(() => vi.unstubAllGlobals());

  it(
    '[OFFICE-9] lists the vehicles and assets, and the filter is the server’s query',
    async () => {
      writeSession(session);
      const asked: URL[] = [];
      vi.stubGlobal('fetch', serve([], asked));
      open();
      const table = await screen.findByRole('table', { name: 'Vehicles and assets of the company' });
      const line = await within(table).findByRole('row', { name: /V-118/ });
      expect(line).toHaveTextContent('Truck 118');
      expect(line).toHaveTextContent('Bucket truck');
      expect(line).toHaveTextContent('Active');
      expect(line).toHaveTextContent('Frank Foreman');
      await userEvent.click(screen.getByRole('radio', { name: 'Retired' }));
      await waitFor(() => expect(asked.some((u) => u.searchParams.get('state') === 'retired')).toBe(true));
    },
    SLOW_MS,
  );

  it(
    '[OFFICE-9] a new vehicle goes to the server as typed, and its refusal is shown',
    async () => {
      writeSession(session);
      const sent: Sent[] = [];
      vi.stubGlobal('fetch', serve(sent, []));
      open();
      await userEvent.click(await screen.findByRole('button', { name: 'Add a vehicle' }));
      const dialog = await screen.findByRole('dialog', { name: 'New vehicle' });
      await userEvent.type(within(dialog).getByRole('textbox', { name: /Unit number or tag/ }), 'V-118');
      await userEvent.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Truck 118');
      await userEvent.type(within(dialog).getByRole('textbox', { name: /^Type/ }), 'Bucket truck');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
      await waitFor(() =>
        expect(sent).toEqual([
          {
            method: 'POST',
            path: '/api/office/fleet/vehicle',
            body: { code: 'V-118', name: 'Truck 118', type: 'Bucket truck', status: 'idle', assignedTo: '' },
          },
        ]),
      );
      expect(
        await within(dialog).findByText(/V-118 is already another unit’s number or tag/),
      ).toBeInTheDocument();
    },
    SLOW_MS,
  );

  it(
    '[OFFICE-9] a row opens its form, and its retirement goes to that unit',
    async () => {
      writeSession(session);
      const sent: Sent[] = [];
      vi.stubGlobal('fetch', serve(sent, []));
      open();
      const table = await screen.findByRole('table', { name: 'Vehicles and assets of the company' });
      await userEvent.click(await within(table).findByRole('row', { name: /V-118/ }));
      const dialog = await screen.findByRole('dialog', { name: 'Edit V-118' });
      await userEvent.click(within(dialog).getByRole('button', { name: 'Retire' }));
      await waitFor(() =>
        expect(sent).toEqual([
          { method: 'PUT', path: '/api/office/fleet/vehicle/7/retired', body: { retired: true } },
        ]),
      );
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    },
    SLOW_MS,
  );
});
