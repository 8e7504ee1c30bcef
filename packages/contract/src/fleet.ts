// MISC-2 and MISC-4: vehicles and tracked assets with their last known position, and the chat
// logger's block message. One shape for the server's answers and the device's offline copy.
import { z } from 'zod';
import { assertNever } from './assert-never.js';

export const FLEET_KINDS = ['vehicle', 'asset'] as const;
export const FleetKind = z.enum(FLEET_KINDS);
export type FleetKind = z.infer<typeof FleetKind>;

/** active: moving or working; idle: parked; maintenance: in the shop; offline: no recent report. */
export const FLEET_STATUSES = ['active', 'idle', 'maintenance', 'offline'] as const;
export const FleetStatus = z.enum(FLEET_STATUSES);
export type FleetStatus = z.infer<typeof FleetStatus>;

/**
 * `{folder}` of GET /api/assettrack/{folder}/list: which part of the fleet to list. `all` is both
 * vehicles and assets; the others one kind. Any other value is 404 (the name is only ever a key).
 */
export const ASSET_TRACK_FOLDERS = ['all', 'vehicles', 'assets'] as const;
export const AssetTrackFolder = z.enum(ASSET_TRACK_FOLDERS);
export type AssetTrackFolder = z.infer<typeof AssetTrackFolder>;

export const FleetItem = z.object({
  /** Unit number of a vehicle (V-…) or tag of an asset (A-…); unique across the fleet. */
  id: z.string().min(1).max(40),
  kind: FleetKind,
  name: z.string().min(1).max(200),
  /** What it is, in the yard's words: 'Bucket truck', 'Generator'. */
  type: z.string().min(1).max(100),
  status: FleetStatus,
  /** Last known position; null when it has never reported one. */
  latitude: z.number().min(-90).max(90).nullable(),
  longitude: z.number().min(-180).max(180).nullable(),
  /** When the position was reported (ISO); null when never. */
  lastSeen: z.iso.datetime({ offset: true }).nullable(),
  /** Driver of a vehicle, or the crew an asset is with. */
  assignedTo: z.string().max(200).nullable(),
});
export type FleetItem = z.infer<typeof FleetItem>;

export const AssetTrackList = z.object({
  folder: AssetTrackFolder,
  /** When the server read the list from its database (older than now when it came from its cache). */
  generatedAt: z.iso.datetime({ offset: true }),
  items: z.array(FleetItem),
});
export type AssetTrackList = z.infer<typeof AssetTrackList>;

/**
 * MISC-4: a block message, in Slack's Block Kit terms but only the layout blocks a report needs:
 * header, section, context and divider, each with plain text or mrkdwn. Anything else in a block
 * (buttons, images, accessories with URLs) is dropped by validation, so a signed-in user cannot
 * make the company channel fetch an image or show a button. The server escapes what is left
 * before it reaches a chat service (adapters/chat/webhook.ts) and adds one line naming the sender.
 */
export const CHAT_TEXT_MAX = 3_000;
export const CHAT_HEADER_MAX = 150;
/** Slack's 50 blocks a message, less the one the server adds (who sent it). */
export const CHAT_BLOCKS_MAX = 49;
/** All the text of one message together: a crash report, not a document. */
export const CHAT_MESSAGE_TEXT_MAX = 12_000;

export const ChatTextObject = z.object({
  type: z.enum(['plain_text', 'mrkdwn']),
  text: z.string().min(1).max(CHAT_TEXT_MAX),
});
export type ChatTextObject = z.infer<typeof ChatTextObject>;

const HeaderText = z.string().min(1).max(CHAT_HEADER_MAX);

export const ChatBlock = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('header'),
    text: z.union([HeaderText, z.object({ type: z.literal('plain_text'), text: HeaderText })]),
  }),
  z.object({
    type: z.literal('section'),
    // A bare string is read as mrkdwn, as the first clients sent it.
    text: z.union([z.string().min(1).max(CHAT_TEXT_MAX), ChatTextObject]),
  }),
  z.object({ type: z.literal('context'), elements: z.array(ChatTextObject).min(1).max(10) }),
  z.object({ type: z.literal('divider') }),
]);
export type ChatBlock = z.infer<typeof ChatBlock>;

/** Every text of a block, in order: headers, sections and context elements. */
export function chatBlockTexts(block: ChatBlock): string[] {
  switch (block.type) {
    case 'header':
    case 'section':
      return [typeof block.text === 'string' ? block.text : block.text.text];
    case 'context':
      return block.elements.map((element) => element.text);
    case 'divider':
      return [];
    default:
      return assertNever(block);
  }
}

export const ChatMessage = z
  .object({ blocks: z.array(ChatBlock).min(1).max(CHAT_BLOCKS_MAX) })
  .refine(
    (message) =>
      message.blocks.flatMap(chatBlockTexts).reduce((sum, text) => sum + text.length, 0) <=
      CHAT_MESSAGE_TEXT_MAX,
    { message: `At most ${CHAT_MESSAGE_TEXT_MAX} characters of text in one message`, path: ['blocks'] },
  );
export type ChatMessage = z.infer<typeof ChatMessage>;

/** MISC-4: forwarded (handed to the chat webhook, sent after the answer) or stored (none configured). */
export const ChatLogAnswer = z.object({ ok: z.literal(true), delivery: z.enum(['forwarded', 'stored']) });
export type ChatLogAnswer = z.infer<typeof ChatLogAnswer>;
