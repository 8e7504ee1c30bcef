import { describe, expect, it } from 'vitest';
import { calls } from './calls.js';
import { AssetTrackFolder, CHAT_BLOCKS_MAX, ChatMessage, FleetItem } from './fleet.js';
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

  it('[MISC-4] only layout blocks with bounded text: no images or buttons, the server keeps one block for itself', () => {
    const section = (text: string) => ({ type: 'section', text: { type: 'mrkdwn', text } });
    const accepts = (blocks: unknown[]) => ChatMessage.safeParse({ blocks }).success;
    expect(
      accepts([
        { type: 'header', text: { type: 'plain_text', text: 'FieldOps error' } },
        { type: 'section', text: 'a bare string is mrkdwn' },
        { type: 'context', elements: [{ type: 'plain_text', text: 'v1.2' }] },
        { type: 'divider' },
      ]),
    ).toBe(true);
    expect(accepts([{ type: 'image', image_url: 'https://tracker.example/p.png', alt_text: 'x' }])).toBe(
      false,
    );
    expect(accepts([{ type: 'actions', elements: [] }])).toBe(false);
    expect(accepts([{ type: 'header', text: { type: 'plain_text', text: 'x'.repeat(151) } }])).toBe(false);
    expect(accepts([section('x'.repeat(3_001))])).toBe(false);
    expect(accepts([section('')])).toBe(false);
    expect(accepts(Array.from({ length: CHAT_BLOCKS_MAX }, () => ({ type: 'divider' })))).toBe(true);
    expect(accepts(Array.from({ length: CHAT_BLOCKS_MAX + 1 }, () => ({ type: 'divider' })))).toBe(false);
    // Each block within its limit, but too much text together.
    expect(accepts(Array.from({ length: 5 }, () => section('x'.repeat(3_000))))).toBe(false);
    // What validation keeps: the known fields only (an accessory with a URL is gone).
    const parsed = ChatMessage.parse({
      blocks: [
        { ...section('hi'), accessory: { type: 'image', image_url: 'https://tracker.example/p.png' } },
      ],
    });
    expect(parsed.blocks[0]).toEqual(section('hi'));
  });
});
