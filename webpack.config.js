// Two builds from one source. `client`: the SPA in dist/client. Production: content-hashed names
// (served `immutable` by the server), CSS extracted, Firebase split into its own lazy chunk by
// the dynamic imports of features/auth/lazy/. Development: webpack-dev-server with hot
// reload, proxying the API and the pictures to the Node server (npm run dev starts both).
// Production also compiles the service worker (src/client/serviceWorker/sw.ts) to /sw.js with the
// list of every chunk to precache; `npm run dev` has none.
// `ssr`: the same screens as one CommonJS file, dist/ssr/renderScreen.js, with which the Node
// server renders each page's first screen (src/client/ssr/renderScreen.tsx).
const { readFileSync, writeFileSync } = require('node:fs');
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const { BannerPlugin, Compilation, DefinePlugin, optimize, sources } = require('webpack');
const { InjectManifest } = require('workbox-webpack-plugin');
// The shop's addresses come from their one table (src/shopRoutes.ts), read through tsx.
require('tsx/cjs/api').register();
const {
  API_PREFIX,
  APP_SHELL_PATH,
  CLIENT_CONFIG_PATH,
  PICTURES_PATH,
  SERVICE_WORKER_PATH,
} = require('./src/shopRoutes.ts');
const { DEFAULT_LANGUAGE, LANGUAGES, languagePrefix } = require('./src/i18n/languages.ts');
const { clientMessages, inlineMessages, pageWords } = require('./scripts/inlineMessages.ts');

const apiTarget = `http://127.0.0.1:${process.env.PORT || 3000}`;

const resolve = {
  extensions: ['.tsx', '.ts', '.js'],
  alias: {
    '@': path.resolve(__dirname, 'src'),
    // React Router's package exports only its development build (extra warnings and checks) to
    // bundlers; its production build sits beside it. Smaller first load, less work per link.
    'react-router$': path.resolve(__dirname, 'node_modules/react-router/dist/production/index.mjs'),
  },
};
// Production builds keep webpack's cache on disk (node_modules/.cache/webpack): a build of unchanged
// sources takes seconds, so a test that needs a build of its own rebuilds only what differs.
// The catalogues are the builds' dependencies too: their words are in the code (scripts/inlineMessages.ts).
const catalogueFiles = LANGUAGES.map((language) => path.resolve(__dirname, `src/client/i18n/catalogs/${language}.ts`));
const productionCache = (name) => ({
  type: 'filesystem',
  name,
  buildDependencies: { config: [__filename, path.resolve(__dirname, 'scripts/inlineMessages.ts'), ...catalogueFiles] },
});

/**
 * Writes the client build's chunk map (entry, lazy groups, chunk files and modules) beside it as a
 * dotfile, which the server never serves: the budget and the build tests read the run's one build
 * through it instead of building again.
 */
class BuildStatsFile {
  apply(compiler) {
    compiler.hooks.done.tap('BuildStatsFile', (stats) => {
      const map = stats.toJson({
        all: false,
        assets: true,
        chunks: true,
        chunkModules: true,
        nestedModules: true,
        // Without it a build that takes modules from the disk cache lists them as one "cached modules"
        // group, and the build test that keeps lazy/ folders out of the first load sees no module at all.
        cachedModules: true,
        entrypoints: true,
        chunkGroups: true,
        outputPath: true,
      });
      writeFileSync(path.join(compiler.outputPath, BuildStatsFile.fileName), JSON.stringify(map));
    });
  }
}
BuildStatsFile.fileName = '.build-stats.json';

/**
 * One language's build (docs/languages.md): its words put in place of every `i18n._(…)` call, and
 * SHOP_LANGUAGE for the code that needs the language itself (src/client/i18n/buildLanguage.ts).
 */
const typescriptIn = (language) => ({
  test: /\.tsx?$/,
  loader: 'ts-loader',
  exclude: /node_modules/,
  options: {
    transpileOnly: true,
    getCustomTransformers: () => ({ before: [inlineMessages(language, clientMessages(language))] }),
  },
});
const languageDefinition = (language) => new DefinePlugin({ 'process.env.SHOP_LANGUAGE': JSON.stringify(language) });
/** Each language's files in a folder of its own: English at the top, German in de/ (served at /de/). */
const languageFolder = (language) => languagePrefix(language).slice(1);
/** English cleans its folder but the other languages' (built beside it, maybe at the same moment). */
const cleanKeepingLanguages = (language) =>
  language === DEFAULT_LANGUAGE
    ? { keep: new RegExp(`^(${LANGUAGES.filter((other) => other !== language).join('|')})/`) }
    : true;
/** React Router's production build with its unused components left out (scripts/reactRouterLoader.cjs). */
const reactRouter = {
  test: /node_modules[\\/]react-router[\\/]dist[\\/]production[\\/]chunk-[^\\/]+\.mjs$/,
  loader: path.resolve(__dirname, 'scripts/reactRouterLoader.cjs'),
};

/**
 * Each language's web app manifest (/manifest.webmanifest, /de/manifest.webmanifest): the shared
 * template with the language's description, and its own start, scope and id, so the German shop
 * installs as an app that opens in German.
 */
class LanguageManifest {
  constructor(language) {
    this.language = language;
  }
  apply(compiler) {
    const { language } = this;
    const prefix = languagePrefix(language);
    compiler.hooks.thisCompilation.tap('LanguageManifest', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'LanguageManifest', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const template = JSON.parse(readFileSync(MANIFEST_TEMPLATE, 'utf8'));
          const manifest = {
            ...template,
            description: pageWords(language, 'page.description'),
            id: `${prefix}/`,
            start_url: `${prefix}/`,
            scope: `${prefix}/`,
            lang: language,
          };
          compilation.emitAsset(
            'manifest.webmanifest',
            new sources.RawSource(`${JSON.stringify(manifest, null, 2)}\n`),
          );
        },
      );
    });
  }
}
const MANIFEST_TEMPLATE = path.resolve(__dirname, 'src/client/app/manifest.template.json');

/** The plain app page html-webpack-plugin writes is precached as the server's /app-shell (/de/app-shell). */
const shellEntry = (prefix) => (entries) => ({
  manifest: entries.map((entry) =>
    entry.url === `${prefix}/index.html` ? { ...entry, url: `${prefix}${APP_SHELL_PATH}` } : entry,
  ),
});

/** Each language's worker (/sw.js, /de/sw.js) keeps its own language's files, for the pages in its scope. */
const serviceWorker = (prefix) =>
  new InjectManifest({
    swSrc: './src/client/serviceWorker/sw.ts',
    swDest: SERVICE_WORKER_PATH.slice(1),
    // The staff area's chunk (issue 38) too: no shopper's worker downloads it, and it needs the network anyway.
    exclude: [/\.map$/, /LICENSE\.txt$/, /(^|\/)admin\.[0-9a-f]{10}\.js$/],
    // Hashed names change with their content: no revision needed.
    dontCacheBustURLsMatching: /\.[0-9a-f]{10}\.(js|css)$/,
    manifestTransforms: [shellEntry(prefix)],
  });

const client = (_env, argv, language = DEFAULT_LANGUAGE) => {
  const production = argv.mode !== 'development';
  const prefix = languagePrefix(language);
  return {
    name: language === DEFAULT_LANGUAGE ? 'client' : `client-${language}`,
    mode: production ? 'production' : 'development',
    cache: production ? productionCache(`client-production-${language}`) : undefined,
    // Modern syntax in webpack's own runtime and module wrappers too (arrow functions, const),
    // like the TypeScript output (ES2022): the browsers the shop supports all run it.
    target: ['web', 'es2022'],
    entry: { main: './src/client/main.ts' },
    output: {
      path: path.resolve(__dirname, 'dist/client', languageFolder(language)),
      filename: production ? 'assets/[name].[contenthash:10].js' : 'assets/[name].js',
      chunkFilename: production ? 'assets/[name].[contenthash:10].js' : 'assets/[name].js',
      publicPath: `${prefix}/`,
      clean: cleanKeepingLanguages(language),
    },
    // Source maps are written for our own debugging but never served: the server only serves
    // files it knows as public assets (see src/server/static).
    devtool: production ? 'hidden-source-map' : 'eval-cheap-module-source-map',
    resolve,
    // webpack >= 5.112 would otherwise treat public/index.html as its own HTML module ("auto") and
    // minify it before html-webpack-plugin sees it, dropping the <!--shop-head--> marker.
    experiments: { html: false },
    module: {
      rules: [
        typescriptIn(language),
        reactRouter,
        // The selling rules (src/contract/selling.ts) are plain values: index.ts's re-export of them
        // then brings nothing into the first load, and selling's lazy chunks take them directly.
        { test: /src[\\/]contract[\\/]selling\.ts$/, sideEffects: false },
        // The messages' helpers (src/client/i18n/i18n.ts re-exports them): each goes only where its words need it.
        { test: /src[\\/]client[\\/]i18n[\\/]i18n\.ts$/, sideEffects: false },
        {
          test: /\.css$/,
          oneOf: [
            // A lazy screen's own styles, as text its chunk renders in a <style>: a CSS chunk would add
            // mini-css-extract's chunk loader (about 400 B gzip) to every shopper's first load.
            { resourceQuery: /inline/, type: 'asset/source' },
            { use: [MiniCssExtractPlugin.loader, 'css-loader'] },
          ],
        },
      ],
    },
    plugins: [
      // html-webpack-plugin's default minify options, keeping the <!--shop-head--> marker the
      // server replaces with the runtime client config.
      languageDefinition(language),
      new LanguageManifest(language),
      new HtmlWebpackPlugin({
        template: 'public/index.html',
        templateParameters: {
          language,
          prefix,
          noscript: pageWords(language, 'page.noscript'),
          description: pageWords(language, 'page.description'),
        },
        scriptLoading: 'defer',
        minify: production && {
          collapseWhitespace: true,
          keepClosingSlash: true,
          removeComments: true,
          removeRedundantAttributes: true,
          removeScriptTypeAttributes: true,
          removeStyleLinkTypeAttributes: true,
          useShortDoctype: true,
          ignoreCustomComments: [/^shop-head$/],
        },
      }),
      // V8's explicit compile hint: compile every function of the app chunk while the file streams
      // in (on a background thread), instead of each one on the main thread the first time it
      // runs. Without it, a first visit's first search compiled React's update paths in the middle
      // of the click (traced at 4× slowdown: 33 functions, 16 ms; with it 2–5, 2 ms).
      // Later visits have V8's code cache either way. Added after minification (Terser would drop
      // the comment) and before the source maps are made.
      ...(production
        ? [
            new BannerPlugin({
              banner: '//# allFunctionsCalledOnLoad',
              raw: true,
              include: /^assets\/app\./,
              stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
            }),
          ]
        : []),
      ...(production ? [serviceWorker(prefix), new BuildStatsFile()] : []),
      new MiniCssExtractPlugin({
        filename: production ? 'assets/[name].[contenthash:10].css' : 'assets/[name].css',
        chunkFilename: production ? 'assets/[name].[contenthash:10].css' : 'assets/[name].css',
      }),
    ],
    // Each lazy chunk whole (the app; Firebase with our auth service): fewer requests, and the
    // shared-chunk split cost the first load 0.6 KiB of runtime and module wrappers.
    optimization: {
      splitChunks: false,
      runtimeChunk: false,
      // Exports renamed by how often they are used (`deterministic`, the default, keeps names stable
      // across builds): 617 bytes gzip off the first load (docs/performance.md). A module's names
      // change only with its own exports, so a deploy re-downloads what it changed anyway.
      mangleExports: 'size',
      // A third Terser pass: 215 bytes gzip off the first load (webpack's default is two). pure_getters:
      // reading a property is taken to have no effect, even on what may be null (Terser's default already
      // assumes getters have none): unused reads go, 294 bytes gzip.
      minimizeOptions: { javascript: { compress: { passes: 3, pure_getters: true } } },
    },
    performance: { hints: false }, // our own budget check (npm run budget) decides, with figures
    devServer: {
      port: 8080,
      hot: true,
      historyApiFallback: true,
      static: { directory: path.resolve(__dirname, 'public'), watch: false },
      proxy: [{ context: [API_PREFIX, PICTURES_PATH, CLIENT_CONFIG_PATH], target: apiTarget }],
    },
    stats: 'errors-warnings',
  };
};

const ssr = (_env, argv, language = DEFAULT_LANGUAGE) => ({
  name: language === DEFAULT_LANGUAGE ? 'ssr' : `ssr-${language}`,
  mode: argv.mode === 'development' ? 'development' : 'production',
  cache: argv.mode === 'development' ? undefined : productionCache(`ssr-production-${language}`),
  target: 'node20',
  entry: { renderScreen: './src/client/ssr/renderScreen.tsx' },
  output: {
    path: path.resolve(__dirname, 'dist/ssr', languageFolder(language)),
    filename: '[name].js',
    library: { type: 'commonjs2' },
    clean: cleanKeepingLanguages(language),
  },
  devtool: false,
  resolve,
  module: {
    rules: [
      typescriptIn(language),
      // The styles are the client build's; a screen's CSS import means nothing to the server.
      { test: /\.css$/, type: 'asset/source' },
    ],
  },
  // Never loaded on the server (sign-in runs in the browser); not bundled either.
  externals: [/^firebase(\/|$)/],
  externalsType: 'commonjs',
  // Readable stack traces on the server; React is still its production build (NODE_ENV).
  optimization: { minimize: false, splitChunks: false },
  // One file: the client's lazy screens are modules of the renderer here, not chunks to find at run time.
  plugins: [languageDefinition(language), new optimize.LimitChunkCountPlugin({ maxChunks: 1 })],
  performance: { hints: false },
  stats: 'errors-warnings',
});

// The webpack CLI builds both in every language; the dev server and the bundle checks use English's `client`.
module.exports = (env, argv) =>
  LANGUAGES.flatMap((language) => [client(env, argv, language), ssr(env, argv, language)]);
module.exports.client = client;
module.exports.ssr = ssr;
module.exports.buildStatsFile = BuildStatsFile.fileName;
