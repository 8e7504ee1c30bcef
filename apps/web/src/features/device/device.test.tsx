import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { db } from '../../db/database';
import { writeSetting } from '../../db/settings';
import { es } from '../../i18n/es';
import { formatDateTime } from '../../i18n/format';
import { addCatalogue, setLocale } from '../../i18n/messages';
import { networkStatus } from '../../platform/network-status';
import { addComment } from '../../queue/actions';
import { resetDb } from '../../test/db';
import { stubFetch } from '../../test/fetch-stub';
import { renderWithProviders } from '../../test/render';
import { DeviceDetailsPage } from './DeviceDetailsPage';
import { copyText } from './copy-text';
import { formatBytes, readServiceWorkerState } from './device-report';

const ANDROID_UA = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36';

const defined: string[] = [];
/** Own properties on the real navigator (jsdom's are prototype getters), removed after each test. */
function stubNavigator(extra: Record<string, unknown>) {
  for (const [name, value] of Object.entries({ userAgent: ANDROID_UA, ...extra })) {
    Object.defineProperty(navigator, name, { configurable: true, value });
    defined.push(name);
  }
}

const storage = (persisted: boolean) => ({
  estimate: async () => ({ usage: 12_345_678, quota: 2_000_000_000 }),
  persisted: async () => persisted,
  persist: async () => persisted,
});

/** The value cell next to a row header. */
const valueOf = (label: string) =>
  screen.getByRole('rowheader', { name: label }).nextElementSibling?.textContent;

describe('device details', () => {
  beforeEach(async () => {
    await resetDb();
    stubFetch({});
    act(() => networkStatus.setOnline(false));
  });
  afterEach(() => {
    for (const name of defined.splice(0)) Reflect.deleteProperty(navigator, name);
    Reflect.deleteProperty(document, 'execCommand');
    vi.unstubAllGlobals();
    act(() => networkStatus.setOnline(true));
  });

  it('[MISC-3] shows the device, the app, the sync times and the serial, from this device alone', async () => {
    stubNavigator({ storage: storage(true) });
    localStorage.setItem('deviceSerial', '1700000000000@@serial-token-abc');
    await writeSetting('lastJobUpdate', '2026-11-20T08:30:00.000Z');
    renderWithProviders(<DeviceDetailsPage />);
    await screen.findByRole('heading', { name: 'For support' });
    expect(valueOf('Model')).toBe('Pixel 8');
    expect(valueOf('Platform')).toBe('android');
    expect(valueOf('OS version')).toBe('14');
    expect(valueOf('Manufacturer')).toBe('Google');
    expect(valueOf('Virtual device')).toBe('No');
    expect(valueOf('Device id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(valueOf('Registration code')).toBe('1700000000000@@serial-token-abc');
    expect(valueOf('App version')).toBe('0.0.0-test');
    expect(valueOf('Build')).toBe('test');
    expect(valueOf('Service worker')).toBe('not supported');
    expect(valueOf('Last job sync')).toBe(formatDateTime('2026-11-20T08:30:00.000Z'));
    expect(valueOf('Last folder sync')).toBe('never');
    await writeSetting('lastFolderSync', '2026-11-21T10:00:00.000Z');
    await waitFor(() => expect(valueOf('Last folder sync')).toBe(formatDateTime('2026-11-21T10:00:00.000Z')));
  });

  it('[UX-1] [MISC-3] a fact the browser does not tell reads "unknown" in the chosen language', async () => {
    stubNavigator({
      userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36',
      storage: storage(true),
    });
    addCatalogue('es', es);
    setLocale('es');
    try {
      renderWithProviders(<DeviceDetailsPage />);
      await screen.findByRole('rowheader', { name: es['device.osVersion'] });
      expect(valueOf(es['device.osVersion']!)).toBe('desconocido');
      expect(valueOf(es['device.manufacturer']!)).toBe('desconocido');
    } finally {
      setLocale('en');
    }
  });

  it('[DB-3] shows storage used and quota, and whether persistence was granted', async () => {
    stubNavigator({ storage: storage(true) });
    const view = renderWithProviders(<DeviceDetailsPage />);
    await screen.findByRole('heading', { name: 'Storage on this phone' });
    expect(valueOf('Storage used')).toBe('11.8 MB');
    expect(valueOf('Space it may use')).toBe('1.9 GB');
    expect(valueOf('Kept when space runs low')).toBe('yes');
    view.unmount();
    stubNavigator({ storage: storage(false) });
    renderWithProviders(<DeviceDetailsPage />);
    await screen.findByRole('heading', { name: 'Storage on this phone' });
    expect(valueOf('Kept when space runs low')).toBe('no: the phone may clear it when space runs low');
    expect(formatBytes(null)).toBe('unknown');
    expect(formatBytes(999)).toBe('999 B');
  });

  it('[MISC-3] the queue length follows an offline change at once', async () => {
    stubNavigator({ storage: storage(true) });
    await db.jobs.put({
      jobID: 7,
      jobNumber: 'J-7',
      address1: '1 Main St',
      city: 'Portland',
      locations: [],
      crewFolder: '',
      crewFolderID: '',
      imageRefs: [],
      updatedDate: '2026-11-20T00:00:00.000Z',
    } as never);
    renderWithProviders(<DeviceDetailsPage />);
    await screen.findByRole('heading', { name: 'Sending and sync' });
    expect(valueOf('Changes waiting to be sent')).toBe('0');
    const added = await addComment(7, 'General', 'Crew on site, offline');
    expect(added.ok).toBe(true);
    await waitFor(() => expect(valueOf('Changes waiting to be sent')).toBe('1'));
  });

  it('[MISC-3] copies every detail as text for support', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn(async () => undefined);
    stubNavigator({ storage: storage(true), clipboard: { writeText } });
    renderWithProviders(<DeviceDetailsPage />);
    await user.click(await screen.findByRole('button', { name: 'Copy details for support' }));
    expect(writeText).toHaveBeenCalledTimes(1);
    const text = (writeText.mock.calls[0] as unknown as [string])[0];
    for (const line of [
      'Platform: android',
      'App version: 0.0.0-test',
      'Kept when space runs low: yes',
      'Changes waiting to be sent: 0',
      'Last folder sync: never',
    ]) {
      expect(text).toContain(line);
    }
    expect(await screen.findByText(/Device details copied/)).toBeInTheDocument();
  });

  it('[MISC-3] without the Clipboard API it copies the old way, and when that fails too it shows the text to copy', async () => {
    const user = userEvent.setup();
    stubNavigator({ clipboard: undefined, storage: storage(true) });
    const execCommand = vi.fn(() => true);
    Object.defineProperty(document, 'execCommand', { configurable: true, value: execCommand });
    expect(await copyText('hello')).toBe(true);
    expect(execCommand).toHaveBeenCalledWith('copy');
    execCommand.mockReturnValue(false);
    renderWithProviders(<DeviceDetailsPage />);
    await user.click(await screen.findByRole('button', { name: 'Copy details for support' }));
    expect(
      await screen.findByText('Copying failed. Select the text below and copy it by hand.'),
    ).toBeInTheDocument();
    expect(
      (screen.getByRole('textbox', { name: 'Device details as text' }) as HTMLTextAreaElement).value,
    ).toContain('Platform: android');
  });

  it('[TRUST-5] leads with what waits, the last sync and the storage; support facts come last under "For support"', async () => {
    stubNavigator({ storage: storage(false) });
    localStorage.setItem('deviceSerial', '1700000000000@@serial-token-abc');
    renderWithProviders(<DeviceDetailsPage />);
    await screen.findByRole('heading', { name: 'For support' });
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings.slice(0, 2)).toEqual(['Sending and sync', 'Storage on this phone']);
    expect(headings.at(-1)).toBe('For support');
    const labelsIn = (name: string) =>
      within(screen.getByRole('region', { name }))
        .getAllByRole('rowheader')
        .map((h) => h.textContent);
    expect(labelsIn('Sending and sync')).toEqual([
      'Changes waiting to be sent',
      'Last job sync',
      'Last folder sync',
    ]);
    expect(labelsIn('Storage on this phone')).toEqual([
      'Storage used',
      'Space it may use',
      'Kept when space runs low',
    ]);
    const support = labelsIn('For support');
    expect(support).toEqual(
      expect.arrayContaining(['Device id', 'Registration code', 'App version', 'Service worker']),
    );
    // No developer word before the support heading.
    for (const name of ['Sending and sync', 'Storage on this phone'])
      expect(screen.getByRole('region', { name })).not.toHaveTextContent(
        /UUID|Serial|Service worker|granted/,
      );
    expect(
      within(screen.getByRole('region', { name: 'For support' })).getByRole('button', {
        name: 'Copy details for support',
      }),
    ).toBeInTheDocument();
  });

  it('[MISC-3] reads the service worker state', async () => {
    const container = (registration: unknown) =>
      ({ getRegistration: async () => registration }) as unknown as ServiceWorkerContainer;
    expect(await readServiceWorkerState(container(undefined))).toBe('none');
    expect(await readServiceWorkerState(container({ active: {}, waiting: null }))).toBe('active');
    expect(await readServiceWorkerState(container({ active: {}, waiting: {} }))).toBe('waiting');
    expect(await readServiceWorkerState(container({ installing: {} }))).toBe('installing');
    expect(await readServiceWorkerState(undefined)).toBe('unsupported');
  });
});
