// Builds the real server renderer (webpack's `ssr` config, as `npm run build` does) into a
// temporary folder, so the server tests never depend on a dist/ left by an earlier build.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import webpack from 'webpack';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const makeSsrConfig = require('../../../webpack.config.js').ssr;

export interface BuiltRenderer {
  file: string;
  dispose(): void;
}

export async function buildRenderer(): Promise<BuiltRenderer> {
  const outputPath = mkdtempSync(path.join(tmpdir(), 'shop-ssr-test-'));
  const config = makeSsrConfig({}, { mode: 'production' });
  config.output.path = outputPath;
  await new Promise<void>((resolve, reject) =>
    webpack(config, (error, stats) => (error || stats?.hasErrors() ? reject(error ?? new Error(stats?.toString('errors-only'))) : resolve())),
  );
  return { file: path.join(outputPath, 'renderScreen.js'), dispose: () => rmSync(outputPath, { recursive: true, force: true }) };
}
