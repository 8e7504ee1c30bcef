import { describe, expect, it } from 'vitest';
import { calls } from './calls.js';
import { AssetTrackFolder, ChatMessage, FleetItem } from './fleet.js';
import { procedures } from './procedures.js';

describe('fleet and logger contract', () => {
  it('[MISC-2] the asset-tracking list has a real answer schema and three folders', () => {
    expect(AssetTrackFolder.options).toEqual(['all', 'vehicles', 'assets']);
    const item = {
      id: 'V-101',
      kind: 'vehicle',
      name: 'Truck 101',
      type: 'Bucket truck',
      status: 'active',
      latitude: 45.5,
      longitude: -122.6,
      lastSeen: '2026-11-22T10:00:00.000Z',
      assignedTo: null,
    };
    expect(FleetItem.safeParse(item).success).toBe(true);
    expect(FleetItem.safeParse({ ...item, latitude: 91 }).success).toBe(false);
    expect(FleetItem.safeParse({ ...item, status: 'parked' }).success).toBe(false);
    const answer = { folder: 'all', generatedAt: '2026-11-22T10:00:00.000Z', items: [item] };
    expect(calls.assetList.answer.safeParse(answer).success).toBe(true);
    expect(calls.assetList.answer.safeParse({ anything: true }).success).toBe(false);
    expect(procedures.GetVehicleList.answer.safeParse([item]).success).toBe(true);
    expect(procedures.GetTrackedAssets.parameters.safeParse({ status: 'active' }).success).toBe(false);
  });

  it('[MISC-4] a block message has 1 to 50 typed blocks', () => {
    expect(
      ChatMessage.safeParse({ blocks: [{ type: 'section', text: { type: 'mrkdwn', text: 'hi' } }] }).success,
    ).toBe(true);
    expect(ChatMessage.safeParse({ blocks: [] }).success).toBe(false);
    expect(ChatMessage.safeParse({ blocks: [{ text: 'no type' }] }).success).toBe(false);
    expect(
      ChatMessage.safeParse({ blocks: Array.from({ length: 51 }, () => ({ type: 'divider' })) }).success,
    ).toBe(false);
    expect(calls.chatLog.answer.safeParse({ ok: true, delivery: 'stored' }).success).toBe(true);
  });
});
