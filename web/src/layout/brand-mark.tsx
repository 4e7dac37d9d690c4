/** The logo: an eight-pointed zellige star, the Moroccan tile motif. Decorative. */
export function BrandMark({ size = 28 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <g fill="var(--mantine-primary-color-filled)">
        <rect x="7" y="7" width="18" height="18" rx="2" />
        <rect x="7" y="7" width="18" height="18" rx="2" transform="rotate(45 16 16)" />
      </g>
      <circle cx="16" cy="16" r="4.5" fill="var(--mantine-color-body)" />
    </svg>
  );
}
