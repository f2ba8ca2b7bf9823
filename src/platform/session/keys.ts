// Query keys of the session's data (spec §3: login status, member, site trader, and the user itself).
// Everything of the logged-in account sits under `account`, so logout clears it in one call.
export const sessionKeys = {
  all: ['session'] as const,
  loginStatus: () => [...sessionKeys.all, 'loginStatus'] as const,
  account: () => [...sessionKeys.all, 'account'] as const,
  member: (userId: string | undefined) => [...sessionKeys.account(), 'member', userId ?? null] as const,
  siteTrader: (userId: string | undefined) => [...sessionKeys.account(), 'siteTrader', userId ?? null] as const,
  user: (userId: string | undefined) => [...sessionKeys.account(), 'user', userId ?? null] as const,
};
