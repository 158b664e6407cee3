/** The one banner for what happened: an error (announced at once) or a success (announced politely). */
export function Alert({ tone, id, className = "mb-4", children }: { tone: "error" | "success" | "warning"; id?: string; className?: string; children: React.ReactNode }) {
  const colours = {
    error: "border-red-300 bg-red-50 text-red-800",
    success: "border-green-300 bg-green-50 text-green-800",
    warning: "border-amber-300 bg-amber-50 text-amber-900",
  }[tone];
  return (
    <div id={id} role={tone === "success" ? "status" : "alert"} className={`rounded border px-3 py-2 text-sm ${colours} ${className}`}>
      {children}
    </div>
  );
}
