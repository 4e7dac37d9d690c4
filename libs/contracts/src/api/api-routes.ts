import { route } from './api-route.js';

/**
 * The REST contract (spec section 7 and its extensions). Paths are full, as clients see them.
 * `docs/architecture.md`, "Adding a REST route".
 */
export const API = {
  categories: {
    list: /* @__PURE__ */ route('GET', '/api/categories', { response: ['CategoryDto'] }),
  },
  health: {
    services: /* @__PURE__ */ route('GET', '/api/health/services', { response: 'PlatformHealth' }),
  },
} as const;
