/**
 * A placeholder block of a fixed height: sections reserve the space their content will take, so
 * nothing below them moves when it arrives.
 */
export function Skeleton({ height, count = 1, label }: { height: string; count?: number; label: string }) {
  return (
    <div className="skeleton" role="status" aria-live="polite" aria-busy="true">
      <span className="visually-hidden">{label}</span>
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className="skeleton__block" style={{ height }} aria-hidden="true" />
      ))}
    </div>
  );
}
