import { RPC, type UserSummary } from '@lieux/contracts';
import type { RpcCallContext, ServiceClient } from '@lieux/messaging';

/** At most this many ids per lookup (the auth service's bound). */
const LOOKUP_LIMIT = 200;

/**
 * The users a page of an admin list names (owners, reporters, actors), as the auth service knows them
 * now: one `auth.admin-users.lookup` per page. An id missing from the answer is a deleted account.
 */
export async function userSummaries(services: ServiceClient, userIds: Iterable<string | null | undefined>, context: RpcCallContext): Promise<Map<string, UserSummary>> {
  const wanted = [...new Set([...userIds].filter((id): id is string => typeof id === 'string'))];
  const found = new Map<string, UserSummary>();
  for (let start = 0; start < wanted.length; start += LOOKUP_LIMIT) {
    const users = await services.request(RPC.authAdminUsersLookup, { userIds: wanted.slice(start, start + LOOKUP_LIMIT) }, context);
    for (const user of users) found.set(user.id, user);
  }
  return found;
}

/** The summary of `userId` from a lookup, null for no id or a deleted account. */
export function summaryOf(summaries: ReadonlyMap<string, UserSummary>, userId: string | null | undefined): UserSummary | null {
  return (userId && summaries.get(userId)) || null;
}
