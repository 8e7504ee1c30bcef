// TRUST-3, end-to-end only: preloaded into the server process (NODE_OPTIONS=--import), it holds
// the server's event loop busy while `<DATA_DIR>/hold-event-loop` exists, as a flood of requests
// would hold it, so the real load shedder (OPS-5) sheds as it does under overload. Between holds
// the loop turns, so what is not shed is still answered, a little late.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import process from 'node:process';
import { setTimeout } from 'node:timers';

const flag = join(process.env.DATA_DIR ?? '.', 'hold-event-loop');
const HOLD_MS = 150;
const LOOK_EVERY_MS = 100;

function tick() {
  if (!existsSync(flag)) {
    setTimeout(tick, LOOK_EVERY_MS).unref();
    return;
  }
  const end = performance.now() + HOLD_MS;
  while (performance.now() < end) {
    // busy on purpose
  }
  setTimeout(tick, 0).unref();
}
tick();
