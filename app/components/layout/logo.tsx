/** Inkwell's mark: an ink bottle with a flash-red drop. */
export function Logo({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={className} aria-hidden="true" width={32} height={32}>
      <path d="M11 4h10v4l3 3v15a3 3 0 0 1-3 3H11a3 3 0 0 1-3-3V11l3-3z" fill="#fff" />
      <path d="M12 9h8l2.2 2.4V26a1.6 1.6 0 0 1-1.6 1.6h-9.2A1.6 1.6 0 0 1 9.8 26V11.4z" fill="#1c1a18" />
      <path d="M16 13.5c1.8 2.4 3 4 3 5.6a3 3 0 0 1-6 0c0-1.6 1.2-3.2 3-5.6z" fill="#e51d1d" />
      <rect x="12" y="2.5" width="8" height="3" rx="1" fill="#e51d1d" />
    </svg>
  );
}
