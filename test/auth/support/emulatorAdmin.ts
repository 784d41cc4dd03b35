// What the tests ask the Auth emulator directly (its documented REST API), to arrange accounts
// and to read back what the shop did: accounts, profile, verification emails.
export const emulatorUrl = (): string => required('AUTH_EMULATOR_URL');
export const emulatorProjectId = (): string => required('AUTH_EMULATOR_PROJECT_ID');

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the auth tests through jest (project "auth").`);
  return value;
}

const projectPath = () => `${emulatorUrl()}/emulator/v1/projects/${emulatorProjectId()}`;
// The emulator accepts 'Bearer owner' as an admin credential.
const adminHeaders = { authorization: 'Bearer owner', 'content-type': 'application/json' };

/**
 * Node's fetch keeps the connection to the emulator open between calls, and the emulator closes an
 * idle one after 5 s: a call that reuses it at that moment fails before the emulator has read it
 * (undici's "other side closed" or ECONNRESET; nodejs/undici#3141, #3492). It failed a CI run once,
 * in the test after a slow one. Such a call is sent once more, on a new connection.
 */
async function fetchOverLiveConnection(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch (error) {
    const code = (error as { cause?: { code?: string } }).cause?.code;
    if (code !== 'UND_ERR_SOCKET' && code !== 'ECONNRESET') throw error;
    return fetch(url, init);
  }
}

async function call(url: string, init: RequestInit = {}): Promise<unknown> {
  const response = await fetchOverLiveConnection(url, init);
  if (!response.ok)
    throw new Error(`${init.method ?? 'GET'} ${url} answered ${response.status}: ${await response.text()}`);
  return response.json();
}

export async function wipeAccounts(): Promise<void> {
  await call(`${projectPath()}/accounts`, { method: 'DELETE' });
}

/** A real project with email-enumeration protection answers auth/invalid-credential instead. */
export async function setEmailEnumerationProtection(enabled: boolean): Promise<void> {
  await call(`${projectPath()}/config`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ emailPrivacyConfig: { enableImprovedEmailPrivacy: enabled } }),
  });
}

export interface OobCode {
  email: string;
  requestType: string;
  oobCode: string;
  /** The link the email would hold (the emulator's own action page, with mode, oobCode, continueUrl…). */
  oobLink: string;
}

/** The emails the emulator would have sent to `email`, oldest first ('VERIFY_EMAIL', 'PASSWORD_RESET'). */
async function emailsSentTo(email: string, requestType: string): Promise<OobCode[]> {
  const { oobCodes } = (await call(`${projectPath()}/oobCodes`)) as { oobCodes: OobCode[] };
  return oobCodes.filter((code) => code.email === email && code.requestType === requestType);
}

export const verificationEmailsSentTo = (email: string): Promise<OobCode[]> => emailsSentTo(email, 'VERIFY_EMAIL');
export const passwordResetEmailsSentTo = (email: string): Promise<OobCode[]> => emailsSentTo(email, 'PASSWORD_RESET');

/** The shop's own action page for an email's link: the emulator's link with the shop's path. */
export function shopActionPath(email: OobCode): string {
  return `/auth/action${new URL(email.oobLink).search}`;
}

/** An existing shopper account, created the way Firebase's own signUp API creates it. */
export async function createAccount(email: string, password: string): Promise<string> {
  const body = (await call(`${emulatorUrl()}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=any-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  })) as { localId: string };
  return body.localId;
}

/** A fresh ID token of an account, as the client's getIdToken() would give (for the favourites API). */
export async function idTokenOf(email: string, password: string): Promise<string> {
  const body = (await call(
    `${emulatorUrl()}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=any-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  )) as { idToken: string };
  return body.idToken;
}

export interface EmulatorAccount {
  localId: string;
  email: string;
  displayName?: string;
  emailVerified?: boolean;
}

export async function accountByEmail(email: string): Promise<EmulatorAccount | undefined> {
  const body = (await call(
    `${emulatorUrl()}/identitytoolkit.googleapis.com/v1/projects/${emulatorProjectId()}/accounts:lookup`,
    { method: 'POST', headers: adminHeaders, body: JSON.stringify({ email: [email] }) },
  )) as { users?: EmulatorAccount[] };
  return body.users?.[0];
}

/** Marks an account's email verified, as following its verification link would (the emulator's accounts:update). */
export async function markEmailVerified(email: string): Promise<void> {
  const account = await accountByEmail(email);
  if (!account) throw new Error(`The emulator has no account for ${email}.`);
  await call(`${emulatorUrl()}/identitytoolkit.googleapis.com/v1/projects/${emulatorProjectId()}/accounts:update`, {
    method: 'POST',
    headers: adminHeaders,
    body: JSON.stringify({ localId: account.localId, emailVerified: true }),
  });
}
