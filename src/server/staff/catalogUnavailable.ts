// The 503's message of a staff change the database could not take.
export const CATALOG_UNAVAILABLE = 'The catalogue cannot be changed right now. Please try again in a few seconds.';
