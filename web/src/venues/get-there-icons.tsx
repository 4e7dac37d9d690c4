/**
 * The icons of "get there", drawn inline like the save control's bookmark (venues/vote-button.tsx): no icon
 * library in the bundle. Decoration only: every button says its action in words or in its aria-label.
 */

function Icon({ children, size = 18 }: { children: React.ReactNode; size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      {children}
    </svg>
  );
}

/** A road sign with a turning arrow, as maps apps draw "directions". */
export function DirectionsIcon() {
  return (
    <Icon>
      <path d="M12 2.5 21.5 12 12 21.5 2.5 12z" />
      <path d="M9 15v-3a1 1 0 0 1 1-1h5M13 8.5l2.5 2.5-2.5 2.5" />
    </Icon>
  );
}

export function PhoneIcon() {
  return (
    <Icon>
      <path d="M5 3.5h3.5l1.7 4.3-2.2 1.5a11 11 0 0 0 6.7 6.7l1.5-2.2 4.3 1.7V19a2 2 0 0 1-2 2A16.5 16.5 0 0 1 3 5.5a2 2 0 0 1 2-2z" />
    </Icon>
  );
}

/** A speech bubble with a handset: WhatsApp's mark, simplified. */
export function WhatsAppIcon() {
  return (
    <Icon>
      <path d="M3.5 20.5l1.3-4.2A8.5 8.5 0 1 1 8 19.4z" />
      <path d="M9.2 8.6c.3 2.9 2.9 5.6 5.9 6.1l.9-1.4-1.7-.8-.8.8c-1.1-.5-2.3-1.6-2.8-2.8l.8-.8-.8-1.7z" strokeWidth="1.3" />
    </Icon>
  );
}

export function GlobeIcon() {
  return (
    <Icon>
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3c2.5 2.6 3.6 5.6 3.6 9s-1.1 6.4-3.6 9c-2.5-2.6-3.6-5.6-3.6-9S9.5 5.6 12 3z" />
    </Icon>
  );
}

/** Three linked dots: "share" on Android and in Google Maps. */
export function ShareIcon() {
  return (
    <Icon>
      <circle cx="18" cy="5" r="2.5" />
      <circle cx="6" cy="12" r="2.5" />
      <circle cx="18" cy="19" r="2.5" />
      <path d="M8.2 10.8l7.6-4.5M8.2 13.2l7.6 4.5" />
    </Icon>
  );
}

export function ChevronDownIcon() {
  return (
    <Icon size={16}>
      <path d="M6 9l6 6 6-6" />
    </Icon>
  );
}
