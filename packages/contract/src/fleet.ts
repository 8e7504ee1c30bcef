// MISC-2 and MISC-4: vehicles and tracked assets with their last known position, and the chat
// logger's block message. One shape for the server's answers and the device's offline copy.
import { z } from 'zod';

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

/** A Slack-style block ({type, text?, ...}); the chat adapter turns it into the service's format. */
export const ChatBlock = z
  .object({
    type: z.string().min(1).max(50),
    text: z
      .union([z.string().max(3_000), z.object({ type: z.string().max(50), text: z.string().max(3_000) })])
      .optional(),
  })
  .catchall(z.unknown());
export type ChatBlock = z.infer<typeof ChatBlock>;

export const ChatMessage = z.object({ blocks: z.array(ChatBlock).min(1).max(50) });
export type ChatMessage = z.infer<typeof ChatMessage>;

/** MISC-4: forwarded (handed to the chat webhook, sent after the answer) or stored (none configured). */
export const ChatLogAnswer = z.object({ ok: z.literal(true), delivery: z.enum(['forwarded', 'stored']) });
export type ChatLogAnswer = z.infer<typeof ChatLogAnswer>;
