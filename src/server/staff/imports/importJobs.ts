// Runs the staff area's previews and imports one at a time per server copy, each in a child process
// (importJob.ts) with the shop's own database settings; its messages come back as they are sent.
// Abort kills it: a preview has written nothing, an import's transaction is rolled back.
import { fork } from 'node:child_process';
import path from 'node:path';
import type { DatabaseTarget } from '../../db/connection';
import type { JobMessage, JobOrder, JobRequest } from './importJobMessages';

const JOB_FILE = path.join(__dirname, 'importJob.ts');
const PROJECT_ROOT = path.resolve(__dirname, '..', '..', '..', '..');

/**
 * The job streams the file and keeps only what the import's checks need (ids and names seen): a small
 * heap is enough, and V8 then collects before it grows (the job stays near 150 MiB at 100,000 rows).
 */
const JOB_HEAP = ['--max-old-space-size=128'];

/** The copy runs a preview or an import already. */
export class ImportJobsBusyError extends Error {}

/** The job's process ended without a last word (killed, crashed). */
class ImportJobLostError extends Error {}

type Final = Extract<JobMessage, { type: 'preview' | 'imported' | 'failed' }>;

export class ImportJobs {
  private running = false;

  constructor(private readonly target: DatabaseTarget) {}

  /** The job's last message; `onMessage` hears the others (begun, progress) as they come. */
  run(request: JobOrder, onMessage: (message: JobMessage) => void, signal: AbortSignal): Promise<Final> {
    if (this.running)
      return Promise.reject(new ImportJobsBusyError('This server is previewing or importing another file.'));
    this.running = true;
    // tsx runs the job's TypeScript as it runs the shop (npm start); the job inherits the environment.
    const child = fork(JOB_FILE, [], {
      cwd: PROJECT_ROOT,
      execArgv: ['--import', 'tsx', ...JOB_HEAP],
      stdio: 'inherit',
    });
    const stop = () => child.kill('SIGKILL');
    signal.addEventListener('abort', stop, { once: true });
    return new Promise<Final>((resolve, reject) => {
      let final: Final | undefined;
      child.on('message', (message: JobMessage) => {
        if (message.type === 'preview' || message.type === 'imported' || message.type === 'failed') final = message;
        else onMessage(message);
      });
      child.once('error', reject);
      child.once('exit', (code, killedBy) => {
        if (final) resolve(final);
        else reject(new ImportJobLostError(`The import process ended early (${killedBy ?? `exit ${code}`}).`));
      });
      child.send({ ...request, target: this.target } satisfies JobRequest);
    }).finally(() => {
      signal.removeEventListener('abort', stop);
      this.running = false;
    });
  }
}
