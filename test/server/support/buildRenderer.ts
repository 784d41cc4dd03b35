// Builds the real server renderer (webpack's `ssr` config, as `npm run build` does) into a
// temporary folder, so the server tests never depend on a dist/ left by an earlier build.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { productionBuild } from '../../../scripts/webpackBuild';

export interface BuiltRenderer {
  file: string;
  dispose(): void;
}

export async function buildRenderer(): Promise<BuiltRenderer> {
  const outputPath = mkdtempSync(path.join(tmpdir(), 'shop-ssr-test-'));
  await productionBuild('ssr', { outputPath });
  return {
    file: path.join(outputPath, 'renderScreen.js'),
    dispose: () => rmSync(outputPath, { recursive: true, force: true }),
  };
}
