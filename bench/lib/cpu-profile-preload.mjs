// Loaded into the bench's server (NODE_OPTIONS=--import, which refuses --cpu-prof): samples the
// process with the inspector's Profiler and writes `server-<pid>.cpuprofile` into PROFILE_DIR when
// the server ends (the harness stops it with SIGTERM).
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector';
import process from 'node:process';

const session = new Session();
session.connect();
session.post('Profiler.enable');
session.post('Profiler.setSamplingInterval', { interval: 500 });
session.post('Profiler.start');
let written = false;
function write() {
  if (written) return;
  written = true;
  session.post('Profiler.stop', (error, result) => {
    if (!error)
      writeFileSync(
        `${process.env.PROFILE_DIR}/server-${process.pid}.cpuprofile`,
        JSON.stringify(result.profile),
      );
  });
}
process.on('exit', write);
process.once('SIGTERM', write);
