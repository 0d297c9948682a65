/** The Back button of the full-screen flows (the contact funnel, the sign-up): an arrow and its label. */
export function BackButton({
  label,
  onClick,
  className = "",
}: {
  label: string;
  onClick: () => void;
  className?: string;
}) {
  return (
    <button type="button" className={`funnel__back ${className}`.trim()} onClick={onClick}>
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M19 12H5 M11 6l-6 6 6 6" />
      </svg>
      {label}
    </button>
  );
}
