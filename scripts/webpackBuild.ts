// The one typed way scripts and tests build with webpack.config.js (the budget, the bundle and
// renderer tests), so none of them reaches into the untyped config on its own.
import webpack, { BannerPlugin, type Configuration, type StatsCompilation, type StatsOptions } from 'webpack';

type ConfigFactory = (env: unknown, argv: { mode: 'production' | 'development' }) => Configuration;

// eslint-disable-next-line @typescript-eslint/no-require-imports -- webpack.config.js is CommonJS, as webpack-cli loads it
const configs = require('../webpack.config.js') as Record<'client' | 'ssr', ConfigFactory>;

export interface BuildOptions {
  /** Where to write the files; default: the config's own (dist/). */
  outputPath?: string;
  /** Write source maps as the production build does (default true). */
  sourceMaps?: boolean;
  /** A line put at the top of the entry chunk: a test tells two deploys apart by it. */
  entryBanner?: string;
}

/** A production build of the client or the server renderer; rejects on any webpack error. */
export function productionBuild(
  name: 'client' | 'ssr',
  options: BuildOptions = {},
  stats: StatsOptions = { all: false },
): Promise<StatsCompilation> {
  const config = configs[name]({}, { mode: 'production' });
  if (options.outputPath) config.output = { ...config.output, path: options.outputPath };
  if (options.sourceMaps === false) config.devtool = false;
  if (options.entryBanner)
    config.plugins = [
      ...(config.plugins ?? []),
      new BannerPlugin({ banner: options.entryBanner, raw: true, include: /^assets\/main\./ }),
    ];
  return new Promise((resolve, reject) => {
    webpack(config, (error, result) => {
      if (error || !result) return reject(error ?? new Error('webpack returned no stats'));
      if (result.hasErrors()) return reject(new Error(result.toString('errors-only')));
      resolve(result.toJson(stats));
    });
  });
}
