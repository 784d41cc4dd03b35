// The page's one Firebase app, shared by the auth and analytics chunks (both lazy). Whichever needs it
// first creates it with every setting: Firebase refuses a second default app with other options.
import { getApps, initializeApp, type FirebaseApp } from 'firebase/app';
import type { ClientConfig } from '@/contract';

export function firebaseApp({ firebase, analytics }: ClientConfig): FirebaseApp {
  const { apiKey, authDomain, projectId } = firebase;
  return getApps()[0] ?? initializeApp({ apiKey, authDomain, projectId, ...analytics });
}
