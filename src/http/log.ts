import pino from 'pino';

let destination: pino.DestinationStream | undefined;

/**
 * Standard output for the log lines of both hosts, written in batches: a line waits until
 * 4 KB have gathered or a second has passed, then one write takes them all. Writing each
 * access line on its own cost a system call and a hand-off to the I/O thread per request,
 * a tenth of a small request's CPU. The batch is written when the process exits (also on a
 * crash); a process killed with SIGKILL loses at most the last second of lines.
 */
export function logDestination(): pino.DestinationStream {
  destination ??= pino.destination({ dest: 1, sync: false, minLength: 4096, periodicFlush: 1000 });
  return destination;
}
