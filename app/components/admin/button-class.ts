/** The dashboard's plain bordered button, and links that look like one; a disabled button (an order's end) fades. */
export const buttonClass =
  "rounded border border-stone-300 px-3 py-1.5 text-sm hover:bg-stone-100 disabled:cursor-not-allowed disabled:opacity-40";
