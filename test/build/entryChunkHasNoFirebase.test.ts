// The production build keeps Firebase out of the entry chunk (an anonymous visitor downloads none
// of it) and puts it in the lazy chunk that features/auth/authService.ts imports on demand.
// Reads the run's production build in dist/ (the jest server project's global setup makes it current).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type webpack from 'webpack';
import { CLIENT_BUILD_DIR, readBuildStats } from '../../scripts/webpackBuild';

// Strings only the Firebase SDK carries (our own code mentions 'firebase' in config keys).
const FIREBASE_MARKERS = ['identitytoolkit.googleapis.com', 'securetoken.googleapis.com', '@firebase/'];
const LAZY_CHUNK_NAME = 'firebase-auth'; // webpackChunkName in authService.ts

const outputPath = CLIENT_BUILD_DIR;
const stats = readBuildStats();

const read = (file: string) => readFileSync(path.join(outputPath, file), 'utf8');
const markersIn = (text: string) => FIREBASE_MARKERS.filter((marker) => text.includes(marker));

describe('production build', () => {
  it('has no Firebase code in the entry chunk', () => {
    const entryFiles = (stats.entrypoints?.main?.assets ?? [])
      .map((asset) => asset.name)
      .filter((name) => name.endsWith('.js'));
    expect(entryFiles.length).toBeGreaterThan(0);
    for (const file of entryFiles) expect({ file, markers: markersIn(read(file)) }).toEqual({ file, markers: [] });
  });

  it('has the Firebase SDK only in lazy chunks (so the markers above do find it)', () => {
    const withFirebase = (stats.chunks ?? []).flatMap((chunk) =>
      (chunk.files ?? [])
        .filter((file) => file.endsWith('.js') && markersIn(read(file)).includes('identitytoolkit.googleapis.com'))
        .map((file) => ({ file, initial: chunk.initial })),
    );
    expect(withFirebase.length).toBeGreaterThan(0);
    expect(withFirebase.filter((chunk) => chunk.initial)).toEqual([]);
  });

  it('keeps the <!--shop-head--> marker in index.html, where the server embeds the client config', () => {
    expect(read('index.html')).toContain('<!--shop-head-->');
  });

  it('loads that code through the chunk authService.ts imports on demand', () => {
    const lazy = (stats.chunks ?? []).find((chunk) => (chunk.names ?? []).includes(LAZY_CHUNK_NAME));
    expect(lazy?.initial).toBe(false);
  });

  it('keeps every module of a lazy/ folder out of the first load (main and app chunks)', () => {
    const modulesOf = (modules: webpack.StatsModule[] = []): string[] =>
      modules.flatMap((module) => [module.name ?? '', ...modulesOf(module.modules)]);
    const lazyModulesIn = (chunks: webpack.StatsChunk[]) =>
      chunks.flatMap((chunk) => modulesOf(chunk.modules)).filter((name) => name.includes('/lazy/'));
    const firstLoad = (stats.chunks ?? []).filter((chunk) => ['main', 'app'].some((n) => chunk.names?.includes(n)));
    expect(firstLoad.length).toBe(2);
    expect(lazyModulesIn(firstLoad)).toEqual([]);
    expect(lazyModulesIn(stats.chunks ?? [])).toEqual(
      expect.arrayContaining([expect.stringContaining('features/auth/lazy/sessionChanges.ts')]),
    );
  });

  it('keeps the consent question and Firebase Analytics out of the first load, each in its own lazy chunk', () => {
    const filesOf = (name: string) =>
      (stats.chunks ?? [])
        .filter((chunk) => (chunk.names ?? []).includes(name))
        .flatMap((chunk) => (chunk.files ?? []).filter((file) => file.endsWith('.js')));
    const firstLoad = [...filesOf('main'), ...filesOf('app')].map(read).join('\n');
    const QUESTION = 'count which screens of the shop are opened'; // ConsentBanner's sentence
    const ANALYTICS = 'googletagmanager.com/gtag/js'; // Firebase Analytics' tag script
    expect(filesOf('app').length).toBe(1);
    expect([firstLoad.includes(QUESTION), firstLoad.includes(ANALYTICS)]).toEqual([false, false]);
    expect(filesOf('consent').map(read).join('')).toContain(QUESTION);
    expect(filesOf('consent').map(read).join('')).not.toContain(ANALYTICS);
    expect(filesOf('analytics').map(read).join('')).toContain(ANALYTICS);
  });

  it('keeps the staff area (issue 38) out of the first load, in the lazy chunk of its own that /admin loads', () => {
    const modulesOf = (modules: webpack.StatsModule[] = []): string[] =>
      modules.flatMap((module) => [module.name ?? '', ...modulesOf(module.modules)]);
    const staffModules = (chunks: webpack.StatsChunk[]) =>
      chunks
        .flatMap((chunk) => modulesOf(chunk.modules))
        .filter((name) => name.includes('features/admin/') || name.includes('app/AdminScreen'));
    const firstLoad = (stats.chunks ?? []).filter((chunk) => ['main', 'app'].some((n) => chunk.names?.includes(n)));
    const admin = (stats.chunks ?? []).filter((chunk) => (chunk.names ?? []).includes('admin'));
    expect(staffModules(firstLoad)).toEqual([]);
    expect(admin.map((chunk) => chunk.initial)).toEqual([false]);
    expect(staffModules(admin)).toEqual([expect.stringContaining('app/AdminScreen.tsx')]);
    // Its text, as the check that the first load's files carry none of the staff area's code.
    const STAFF_TEXT = 'Signed in as staff'; // AdminPage's sentence
    const textOf = (chunks: webpack.StatsChunk[]) =>
      chunks
        .flatMap((chunk) => chunk.files ?? [])
        .filter((file) => file.endsWith('.js'))
        .map(read)
        .join('\n');
    expect([textOf(firstLoad).includes(STAFF_TEXT), textOf(admin).includes(STAFF_TEXT)]).toEqual([false, true]);
    // Nor does a shopper's service worker precache it.
    const adminFiles = admin.flatMap((chunk) => chunk.files ?? []).filter((file) => file.endsWith('.js'));
    expect(adminFiles.length).toBe(1);
    expect(read('sw.js')).not.toContain(adminFiles[0]);
    expect(read('sw.js')).toContain('login.');
  });

  it('starts the app chunk, and only it, with V8’s compile hint (its first line, so the engine sees it)', () => {
    const jsFiles = (stats.chunks ?? []).flatMap((chunk) =>
      (chunk.files ?? []).filter((file) => file.endsWith('.js')).map((file) => ({ file, names: chunk.names ?? [] })),
    );
    const hinted = jsFiles
      .filter(({ file }) => read(file).startsWith('//# allFunctionsCalledOnLoad\n'))
      .map(({ names }) => names);
    expect(hinted).toEqual([['app']]);
  });
});
