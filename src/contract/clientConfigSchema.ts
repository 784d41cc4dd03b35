// The client's run-time settings, which the server writes into each page (and serves at
// CLIENT_CONFIG_PATH for a page that does not embed them).
import { Type, type Static } from '@sinclair/typebox';

/** Handed over at run time, so one build serves every deployment and nothing secret is bundled. */
export const ClientConfigSchema = Type.Object({
  firebase: Type.Object({
    apiKey: Type.String(),
    authDomain: Type.String(),
    projectId: Type.String(),
    /** The Firebase Auth emulator's address, when the shop signs in against one. */
    emulatorUrl: Type.Optional(Type.String()),
  }),
  registeredDisplayName: Type.String(),
  /** Google Analytics' stream, when the deployment measures. */
  analytics: Type.Optional(Type.Object({ appId: Type.String(), measurementId: Type.String() })),
});
export type ClientConfig = Static<typeof ClientConfigSchema>;
