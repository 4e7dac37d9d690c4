/** The platform's time zone: a vote cast at 00:30 in Casablanca counts for that Casablanca day. */
const MOROCCO_DAY = /* @__PURE__ */ new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Casablanca', year: 'numeric', month: '2-digit', day: '2-digit' });

/** The Moroccan day (`YYYY-MM-DD`, Africa/Casablanca) of an instant: the day every daily figure counts in. */
export function moroccoDay(instant: Date): string {
  return MOROCCO_DAY.format(instant);
}
