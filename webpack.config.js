// Builds the SPA into dist/client. Production: content-hashed names (served `immutable` by the
// server), CSS extracted, Firebase split into its own lazy chunk by the dynamic import in
// features/auth/firebase.ts. Development: webpack-dev-server with hot reload, proxying the API
// and the pictures to the Node server (npm run dev starts both).
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');

const apiTarget = `http://127.0.0.1:${process.env.PORT || 3000}`;

module.exports = (_env, argv) => {
  const production = argv.mode !== 'development';
  return {
    mode: production ? 'production' : 'development',
    entry: { main: './src/client/main.tsx' },
    output: {
      path: path.resolve(__dirname, 'dist/client'),
      filename: production ? 'assets/[name].[contenthash:10].js' : 'assets/[name].js',
      chunkFilename: production ? 'assets/[name].[contenthash:10].js' : 'assets/[name].js',
      publicPath: '/',
      clean: true,
    },
    // Source maps are written for our own debugging but never served: the server only serves
    // files it knows as public assets (see src/server/static).
    devtool: production ? 'hidden-source-map' : 'eval-cheap-module-source-map',
    resolve: { extensions: ['.tsx', '.ts', '.js'] },
    // webpack >= 5.112 would otherwise treat public/index.html as its own HTML module ("auto") and
    // minify it before html-webpack-plugin sees it, dropping the <!--shop-head--> marker.
    experiments: { html: false },
    module: {
      rules: [
        { test: /\.tsx?$/, loader: 'ts-loader', exclude: /node_modules/, options: { transpileOnly: true } },
        { test: /\.css$/, use: [MiniCssExtractPlugin.loader, 'css-loader'] },
      ],
    },
    plugins: [
      // html-webpack-plugin's default minify options, keeping the <!--shop-head--> marker the
      // server replaces with the runtime client config.
      new HtmlWebpackPlugin({
        template: 'public/index.html',
        scriptLoading: 'defer',
        minify: production && {
          collapseWhitespace: true, keepClosingSlash: true, removeComments: true, removeRedundantAttributes: true,
          removeScriptTypeAttributes: true, removeStyleLinkTypeAttributes: true, useShortDoctype: true,
          ignoreCustomComments: [/^shop-head$/],
        },
      }),
      new MiniCssExtractPlugin({
        filename: production ? 'assets/[name].[contenthash:10].css' : 'assets/[name].css',
        chunkFilename: production ? 'assets/[name].[contenthash:10].css' : 'assets/[name].css',
      }),
    ],
    optimization: { splitChunks: { chunks: 'async' }, runtimeChunk: false },
    performance: { hints: false }, // our own budget check (npm run budget) decides, with figures
    devServer: {
      port: 8080,
      hot: true,
      historyApiFallback: true,
      static: { directory: path.resolve(__dirname, 'public'), watch: false },
      proxy: [{ context: ['/api', '/images', '/client-config.json'], target: apiTarget }],
    },
    stats: 'errors-warnings',
  };
};
