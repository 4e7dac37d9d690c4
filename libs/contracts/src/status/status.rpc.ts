import type { Locale } from '../i18n/locales.js';
import type { DayUptimeDto, IncidentDto } from './status.dto.js';
import type { StatusComponent } from './status-components.js';

/** `admin.status.history`: what the recorded checks say, per line, and the incidents in progress. */
export interface StatusHistoryReply {
  components: Record<StatusComponent, { uptime: number | null; days: DayUptimeDto[] }>;
  incidents: IncidentDto[];
}

export interface SubscribeToStatusRequest {
  email: string;
  locale?: Locale;
}
