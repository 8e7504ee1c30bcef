// The logger's chat messages and the asset tracker's list (MISC-2, MISC-4).
import { z } from 'zod';
import { AssetTrackList, ChatLogAnswer, ChatMessage } from '../fleet.js';
import type { CallDefinition } from './definition.js';

export const fleetCalls = {
  chatLog: {
    method: 'POST',
    path: '/api/logger/:chatService',
    params: z.object({ chatService: z.string().min(1).max(50) }),
    body: ChatMessage,
    answer: ChatLogAnswer,
    auth: true,
  },
  assetList: {
    method: 'GET',
    path: '/api/assettrack/:folder/list',
    params: z.object({ folder: z.string().min(1).max(100) }),
    query: z.object({ forcerefresh: z.stringbool().optional() }),
    answer: AssetTrackList,
    auth: true,
  },
} as const satisfies Record<string, CallDefinition>;
