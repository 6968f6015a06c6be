// What a bearer token is good for (its `typ` claim), named once for the server that signs it
// (server/platform/auth/tokens.ts) and the portal, which sends a session limited to the two-factor setup there.
export const TokenType = { Access: 'access', MfaSetup: 'mfa_setup', Mfa: 'mfa' } as const;
