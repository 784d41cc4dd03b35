/** The signed-in shopper as the selling screens need them (the app hands it in); null for a guest. */
export interface ShopperSession {
  email: string | null;
  /** A fresh ID token for the account's calls; null when the session has ended. */
  idToken: () => Promise<string | null>;
}
