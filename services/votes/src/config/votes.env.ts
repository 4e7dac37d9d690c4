import { IntInRange } from '@lieux/platform';
import { healthPortOf, ServiceEnv } from '@lieux/service-kit';

export class VotesEnv extends ServiceEnv {
  override HEALTH_PORT = healthPortOf('votes');

  /** An account younger than this is "new" for voting (docs/votes.md, "Anti-automation"). */
  @IntInRange(0, 10_080)
  VOTE_NEW_ACCOUNT_MINUTES: number = 10;

  /** How many venues a new account may vote for before the window ends: the one it came for, and a few. */
  @IntInRange(0, 1000)
  VOTE_NEW_ACCOUNT_ALLOWANCE: number = 3;

  /** The deadline of the votes service's question to the venues service (under the gateway's RPC_TIMEOUT_MS). */
  @IntInRange(50, 10_000)
  VENUE_CHECK_TIMEOUT_MS: number = 500;
}
