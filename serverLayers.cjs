// The server's layers (docs/architecture.md, "The server's layers"): the folders and top-level files
// of src/server. .eslintrc.cjs holds them and test/lint/serverLayers.test.ts tries every breach. A
// folder or file missing here fails the lint, so each new one is given its place.
module.exports = {
  /** HTTP, database, operations and settings: they may use each other, and know no feature. */
  ground: ['http', 'db', 'ops', 'mail', 'i18n', 'config.ts', 'clientConfig.ts'],
  /** Features, lowest first: each imports the ground and lower layers, never its own layer's others or higher. */
  features: [
    ['auth', 'search', 'pictures'],
    ['catalog', 'account', 'shop'],
    ['seo', 'favourites', 'orders'],
    ['staff', 'screens'],
  ],
  /** They compose the rest and nothing imports them: the app, its start. */
  composers: ['app.ts', 'main.ts'],
};
