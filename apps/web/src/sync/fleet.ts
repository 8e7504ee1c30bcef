// MISC-2: fetch the whole fleet (`all`: vehicles and assets) and keep it for offline use. `force`
// asks the server to bypass its own cache (the Refresh button); the automatic refresh does not.
import { call } from '../api/calls';
import { ALL_FLEET, saveFleet } from '../db/fleet';

export async function refreshFleet({ force = false } = {}): Promise<void> {
  const list = await call('assetList', {
    params: { folder: ALL_FLEET },
    ...(force ? { query: { forcerefresh: 'true' } } : {}),
  });
  await saveFleet(list);
}
