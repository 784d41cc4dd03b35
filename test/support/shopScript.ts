// One of the shop's TypeScript commands (`npm run staff`, `npm run catalog:import`) as a test runs
// it: Node with tsx's loader, one process. The `tsx` command would start a second Node to run it in.
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');

/** The program and arguments that run `script` (a path from the project's root) with `args`. */
export function shopScript(script: string, ...args: string[]): [string, string[]] {
  return [process.execPath, ['--import', 'tsx', path.join(ROOT, script), ...args]];
}
