/**
 * The one banner: an error (announced at once), a success (announced politely), or a standing
 * warning (read in its place, not announced, since it is there on every visit). Inside a live
 * region that is already on the page, `announced={false}` leaves the announcing to that region.
 */
export function Alert({
  tone,
  id,
  className = "mb-4",
  announced = true,
  children,
}: {
  tone: "error" | "success" | "warning";
  id?: string;
  className?: string;
  announced?: boolean;
  children: React.ReactNode;
}) {
  const colours = {
    error: "border-red-300 bg-red-50 text-red-800",
    success: "border-green-300 bg-green-50 text-green-800",
    warning: "border-amber-300 bg-amber-50 text-amber-900",
  }[tone];
  return (
    <div
      id={id}
      role={announced ? { error: "alert", success: "status", warning: undefined }[tone] : undefined}
      className={`rounded border px-3 py-2 text-sm ${colours} ${className}`}
    >
      {children}
    </div>
  );
}

/**
 * Where a dashboard page says what was just saved or deleted: the live region is on the page
 * before the notice arrives, so screen readers announce it when it does.
 */
export function SavedNotice({ notice }: { notice: string | null | undefined }) {
  return (
    <div role="status" aria-live="polite">
      {notice && (
        <Alert tone="success" announced={false}>
          {notice}
        </Alert>
      )}
    </div>
  );
}
