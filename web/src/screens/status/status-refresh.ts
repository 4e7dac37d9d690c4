/** How often `/statut` asks again: often enough that a stopped service shows within a minute (issue 9). */
export const STATUS_REFRESH_MS = 30_000;
