export function MoonMark({ size = 30 }: { size?: number }) {
  return (
    <svg className="brand-moon" width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <path d="M40 10a22 22 0 1 0 14 38A24 24 0 0 1 40 10z" fill="#f7c96b" />
      <circle cx="50" cy="14" r="3" fill="#fff3d1" />
      <circle cx="57" cy="28" r="2" fill="#fff3d1" />
    </svg>
  );
}
