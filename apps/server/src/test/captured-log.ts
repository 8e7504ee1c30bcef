// A test server's log kept in memory (startTestServer's `logStream`), so a test can read what was
// logged: that a secret never reaches it, that an error's stack does, that polls stay quiet.
import { Writable } from 'node:stream';

export interface CapturedLog {
  logStream: Writable;
  /** Each write the logger made (one JSON line each). */
  lines: string[];
}

export function capturedLog(lines: string[] = []): CapturedLog {
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return { logStream, lines };
}
