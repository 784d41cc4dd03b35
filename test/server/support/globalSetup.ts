// Once per jest run, before the server project's tests: the run's production build made current
// (the build, renderer and page tests read dist/, built once for the whole run), and the services
// the tests reach checked.
import { ensureProductionBuild } from '../../../scripts/webpackBuild';
import { checkPostgres, checkRedisServer } from './requiredServices';

export default async function globalSetup(): Promise<void> {
  ensureProductionBuild();
  await checkPostgres();
  checkRedisServer();
}
