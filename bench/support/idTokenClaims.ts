/** The claims of a Firebase ID token for `account`, valid for an hour. */
export function claims(projectId: string, account: string) {
  const now = Math.floor(Date.now() / 1000);
  return {
    iss: `https://securetoken.google.com/${projectId}`,
    aud: projectId,
    sub: account,
    auth_time: now - 60,
    iat: now - 60,
    exp: now + 3600,
  };
}
