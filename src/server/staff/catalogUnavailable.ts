// The 503's message of a staff change the database could not take.
import type { Words } from '../i18n/serverI18n';

export const CATALOG_UNAVAILABLE: Words = (i18n) =>
  i18n._({
    id: 'api.staff.catalogue.unavailable',
    message: 'The catalogue cannot be changed right now. Please try again in a few seconds.',
  });
