import { Link } from "react-router";

type Props = {
  to: string /** The id of a dialog the link opens instead, once the page's script runs. */;
  opensDialog?: string;
  children: React.ReactNode;
};

/**
 * The "Contact us" button stuck to the bottom of the screen (docs/requirements/public-pages.md#sticky-contact-button). It is sticky, not fixed: it keeps a
 * place of its own at the end of the page, so at the bottom it rests above the footer instead of
 * covering the footer's links.
 */
export function StickyContactLink({ to, opensDialog, children }: Props) {
  return (
    <div className="pointer-events-none sticky bottom-4 z-20 mt-8 mb-4 flex justify-center">
      <Link
        to={to}
        data-opens-dialog={opensDialog}
        className="pointer-events-auto rounded-full bg-brand-800 px-6 py-3 font-medium text-white shadow-lg hover:bg-brand-900"
      >
        {children}
      </Link>
    </div>
  );
}
