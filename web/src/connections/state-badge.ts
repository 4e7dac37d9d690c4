import type { PlatformState } from './connection-rules';

/** Each state's badge (text key of connections.fr.ts, Mantine colour; dark text on light colours: WCAG AA). */
export const STATE_BADGE = {
  active: { key: 'state.active', color: 'teal' },
  paused: { key: 'state.paused', color: 'gray' },
  needs_reconnect: { key: 'state.needsReconnect', color: 'orange' },
  not_connected: { key: 'state.notConnected', color: 'gray' },
  coming_soon: { key: 'state.comingSoon', color: 'yellow' },
} as const satisfies Record<PlatformState, { key: string; color: string }>;
