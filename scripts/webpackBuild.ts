// The one typed way scripts and tests reach webpack.config.js: the run's one production build in
// dist/ (made when missing or stale, as `npm start` does) and the few builds a test needs of its own.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_LANGUAGE, languagePrefix, type Language } from '../src/i18n/languages';
import webpack, { BannerPlugin, type Configuration, type StatsCompilation, type StatsOptions } from 'webpack';

type ConfigFactory = (env: unknown, argv: { mode: 'production' | 'development' }) => Configuration;

// eslint-disable-next-line @typescript-eslint/no-require-imports -- webpack.config.js is CommonJS, as webpack-cli loads it
const config = require('../webpack.config.js') as Record<'client' | 'ssr', ConfigFactory> & { buildStatsFile: string };

const root = path.resolve(__dirname, '..');
export const CLIENT_BUILD_DIR = path.join(root, 'dist', 'client');
export const RENDERER_FILE = path.join(root, 'dist', 'ssr', 'renderScreen.js');

/** Builds dist/ (client and server renderer) unless it is current; throws when the build fails. */
export function ensureProductionBuild(): void {
  const result = spawnSync(path.join(root, 'node_modules', '.bin', 'tsx'), ['scripts/ensure-build.ts'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('The production build failed (scripts/ensure-build.ts)');
}

/** The chunk map a language's production client build writes beside itself (webpack.config.js, BuildStatsFile). */
export function readBuildStats(language: Language = DEFAULT_LANGUAGE): StatsCompilation {
  const file = path.join(CLIENT_BUILD_DIR, languagePrefix(language), config.buildStatsFile);
  return JSON.parse(readFileSync(file, 'utf8')) as StatsCompilation;
}

export interface BuildOptions {
  /** Where to write the files; default: the config's own (dist/). */
  outputPath?: string;
  /** A line put at the top of the entry chunk: a test tells two deploys apart by it. */
  entryBanner?: string;
}

/**
 * A production build of the client or the server renderer into a folder of its own; rejects on any
 * webpack error. Unchanged modules come from webpack's disk cache, shared with the run's build.
 */
export function productionBuild(
  name: 'client' | 'ssr',
  options: BuildOptions = {},
  stats: StatsOptions = { all: false },
): Promise<StatsCompilation> {
  const build = config[name]({}, { mode: 'production' });
  if (options.outputPath) build.output = { ...build.output, path: options.outputPath };
  if (options.entryBanner)
    build.plugins = [
      ...(build.plugins ?? []),
      new BannerPlugin({ banner: options.entryBanner, raw: true, include: /^assets\/main\./ }),
    ];
  return new Promise((resolve, reject) => {
    webpack(build, (error, result) => {
      if (error || !result) return reject(error ?? new Error('webpack returned no stats'));
      const done = () =>
        result.hasErrors() ? reject(new Error(result.toString('errors-only'))) : resolve(result.toJson(stats));
      // The disk cache is written when the compiler closes; a test's process may end right after.
      result.compilation.compiler.close(() => done());
    });
  });
}
