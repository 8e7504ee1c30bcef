import { afterEach, describe, expect, it, vi } from 'vitest';
import { commandText } from '@fieldops/contract';
import { json, stubFetch } from '../test/fetch-stub';
import { call, commandObject, runCommand } from './calls';
import { ContractError } from './errors';

describe('typed calls', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('[HTTP-5] sends a procedure as POST /api/cmd?proc=NAME with the command object', async () => {
    const net = stubFetch({
      'POST /api/cmd': json({ dashboardID: 1, tiles: [{ title: 'Open jobs', value: 12 }] }),
    });
    const answer = await runCommand('GetDashboard', { dashboardID: 1 });
    const sent = net.requests[0]!;
    expect(sent.url.pathname).toBe('/api/cmd');
    expect(sent.url.searchParams.get('proc')).toBe('GetDashboard');
    expect(JSON.parse(sent.body!)).toEqual({
      procedure: 'GetDashboard',
      parameters: [{ name: 'dashboardID', value: 1 }],
    });
    expect(answer.tiles[0]).toEqual({ title: 'Open jobs', value: 12 });
  });

  it('[HTTP-5] the command text quotes text values and leaves numbers unquoted', () => {
    const command = commandObject('RegisterDevice', {
      model: "Pixel 8 'Pro'",
      platform: 'android',
      uuid: 'u-1',
      version: '14',
      manufacturer: 'Google',
      isVirtual: false,
      serial: 's-1',
      appVersion: '0.1.0',
    });
    expect(command.parameters.map((p) => p.name)).toEqual([
      'model',
      'platform',
      'uuid',
      'version',
      'manufacturer',
      'isVirtual',
      'serial',
      'appVersion',
    ]);
    expect(commandText(commandObject('GetDashboard', { dashboardID: 1 }))).toBe(
      'GetDashboard @dashboardID=1',
    );
    expect(commandText(command)).toContain("@model='Pixel 8 ''Pro'''");
  });

  it('[HTTP-4] rejects an answer that breaks the contract with a ContractError', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubFetch({ 'GET /api/server': json({ Database: 'fieldops' }) });
    await expect(call('serverStatus')).rejects.toBeInstanceOf(ContractError);
  });

  it('[HTTP-4] fills path parameters from the call table', async () => {
    const net = stubFetch({
      'GET /api/TimeSheets/42': json({
        timeSheetID: 42,
        timeSheetDate: '2024-05-01',
        shiftStart: '07:00',
        shiftEnd: '15:30',
        jobs: [],
      }),
    });
    const sheet = await call('timesheet', { params: { id: 42 } });
    expect(sheet.timeSheetID).toBe(42);
    expect(net.requests[0]!.url.pathname).toBe('/api/TimeSheets/42');
  });
});
