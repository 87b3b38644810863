import { Writable } from 'node:stream';

/** A stream for the app's logger that keeps each JSON line written, for tests to read. */
export function captureLogLines(): { logLines: string[]; logStream: Writable } {
  const logLines: string[] = [];
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logLines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      done();
    },
  });
  return { logLines, logStream };
}
