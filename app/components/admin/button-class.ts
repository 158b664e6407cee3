/** The dashboard's plain bordered button, and links that look like one. */
export const buttonClass = "rounded border border-stone-300 px-3 py-1.5 text-sm hover:bg-stone-100";
