import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import { addDays, localDay } from '@lieux/contracts';

/**
 * User agents that announce a robot (crawlers, link previews, monitoring, scripts). The beacon needs
 * JavaScript anyway, which most robots do not run; this leaves out the ones that do and say so.
 */
const ROBOT_AGENT = /bot|crawl|spider|slurp|archiver|facebookexternalhit|embedly|preview|headless|lighthouse|pingdom|uptime|monitor|curl\/|wget|python-requests|python-urllib|httpclient|okhttp|go-http-client|java\/|axios\/|phantomjs|scrapy/i;

export function isRobot(userAgent: string | undefined): boolean {
  return !userAgent || userAgent.trim().length === 0 || ROBOT_AGENT.test(userAgent);
}

/** A visitor id this gateway made: 16 random bytes, base64url. */
const VISITOR_ID = /^[A-Za-z0-9_-]{22}$/;

export function isVisitorId(value: string | undefined): value is string {
  return value !== undefined && VISITOR_ID.test(value);
}

export function newVisitorId(): string {
  return randomBytes(16).toString('base64url');
}

/** Months are counted in Morocco's time (a visit at 00:30 on the 1st, local time, is the new month's). */
const MONTH = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Casablanca', year: 'numeric', month: '2-digit' });

export function monthOf(date: Date): string {
  const parts = MONTH.formatToParts(date);
  return `${parts.find((part) => part.type === 'year')?.value}-${parts.find((part) => part.type === 'month')?.value}`;
}

/** A month's counter lives until ten days into the next month (about 40 days after it starts). */
export function expiryOf(month: string): number {
  const [year, monthNumber] = month.split('-').map(Number);
  return Math.floor(Date.UTC(year, monthNumber, 11) / 1000);
}

/**
 * A day's counter lives 200 days: the merchant's longest period (90 days) and the one before it, with
 * some slack.
 */
export const DAY_COUNTER_DAYS = 200;

export function dayExpiryOf(day: string): number {
  return Math.floor(Date.parse(`${addDays(day, DAY_COUNTER_DAYS)}T00:00:00Z`) / 1000);
}

/**
 * Distinct visitors of a venue this month: one Redis HyperLogLog per venue and month
 * (`<REDIS_PREFIX>:visitors:<venueId>:<yyyy-mm>`, about 12 KB at most, ±0.81 %), fed by the venue
 * page's beacon with the anonymous visitor id, read with PFCOUNT. The merchant's stats (issue 10) read
 * one more HyperLogLog per venue and day (`…:visitors:<venueId>:d:<yyyy-mm-dd>`, Africa/Casablanca days,
 * kept DAY_COUNTER_DAYS): a day's count, and a period's distinct visitors as the union of its days.
 */
export class VisitorCounter {
  constructor(
    private readonly redis: Redis,
    private readonly now: () => Date = () => new Date(),
  ) {}

  private keyOf(venueId: string, month: string): string {
    return `visitors:${venueId}:${month}`;
  }

  private dayKeyOf(venueId: string, day: string): string {
    return `visitors:${venueId}:d:${day}`;
  }

  async record(venueId: string, visitorId: string): Promise<void> {
    const now = this.now();
    const month = monthOf(now);
    const key = this.keyOf(venueId, month);
    const day = localDay(now);
    const dayKey = this.dayKeyOf(venueId, day);
    await this.redis.multi().pfadd(key, visitorId).expireat(key, expiryOf(month)).pfadd(dayKey, visitorId).expireat(dayKey, dayExpiryOf(day)).exec();
  }

  /** Distinct visitors of these venues together on each day, in the days' order; null when Redis does not answer (unknown, not 0). */
  async eachDay(venueIds: string[], days: string[]): Promise<number[] | null> {
    if (venueIds.length === 0) return days.map(() => 0);
    try {
      const pipeline = this.redis.pipeline();
      for (const day of days) pipeline.pfcount(...(venueIds.map((venueId) => this.dayKeyOf(venueId, day)) as [string, ...string[]]));
      const answers = (await pipeline.exec()) ?? [];
      return answers.map(([error, count]) => {
        if (error) throw error;
        return Number(count);
      });
    } catch {
      return null;
    }
  }

  /** Distinct visitors over these days of these venues together (a visitor of two days or two venues counts once); null when Redis does not answer. */
  async distinct(venueIds: string[], days: string[]): Promise<number | null> {
    const keys = venueIds.flatMap((venueId) => days.map((day) => this.dayKeyOf(venueId, day)));
    if (keys.length === 0) return 0;
    try {
      return await this.redis.pfcount(...(keys as [string, ...string[]]));
    } catch {
      return null;
    }
  }

  /** 0 when Redis does not answer: a counter outage must not take the venue page down. */
  async count(venueId: string): Promise<number> {
    try {
      return await this.redis.pfcount(this.keyOf(venueId, monthOf(this.now())));
    } catch {
      return 0;
    }
  }

  /**
   * The cached venue page with this month's count: its body starts with the venue's own id
   * (`{"id":"…"`) and carries one `"visitorsThisMonth":n`.
   */
  async refreshPage(body: string): Promise<string> {
    const id = /^\{"id":"([0-9a-f-]{36})"/.exec(body)?.[1];
    if (!id) return body;
    const visitors = await this.count(id);
    return body.replace(/"visitorsThisMonth":\d+/, `"visitorsThisMonth":${visitors}`);
  }
}
