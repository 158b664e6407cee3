import { useEffect, useRef, useState } from "react";
import { SLIDE_CHANGES_BEFORE_MODAL } from "./slideshow";

/** Once the visitor closed or sent the prompt, it stays away for the rest of the visit (the browser tab's session). */
const DISMISSED_KEY = "contact-prompt-dismissed";
/** The slideshow counts as seen while at least half of it is on screen. */
const IN_VIEW_RATIO = 0.5;

function dismissedThisVisit(): boolean {
  try {
    return sessionStorage.getItem(DISMISSED_KEY) === "true";
  } catch {
    // Storage can be blocked (private modes, strict settings): then the prompt behaves as on a first visit.
    return false;
  }
}

function rememberDismissal() {
  try {
    sessionStorage.setItem(DISMISSED_KEY, "true");
  } catch {
    // See dismissedThisVisit: without storage the prompt is only remembered until the page is left.
  }
}

/**
 * SPEC's home page prompt: the "Contact us" dialog opens after every third slide change. It counts
 * only changes the visitor can see (the slideshow in view), and once closed or sent it does not open
 * by itself again in this visit; the sticky button still opens it.
 */
export function useContactPrompt() {
  const slideshowRef = useRef<HTMLDivElement>(null);
  const slideshowInView = useRef(false);
  const dismissed = useRef(false);
  const slideChanges = useRef(0);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    dismissed.current = dismissedThisVisit();
    const element = slideshowRef.current;
    if (!element) return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        slideshowInView.current = (entry?.intersectionRatio ?? 0) >= IN_VIEW_RATIO;
      },
      { threshold: [0, IN_VIEW_RATIO, 1] },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const countSlideChange = () => {
    if (open || dismissed.current || !slideshowInView.current) return;
    slideChanges.current += 1;
    if (slideChanges.current % SLIDE_CHANGES_BEFORE_MODAL === 0) setOpen(true);
  };

  const close = () => {
    dismissed.current = true;
    rememberDismissal();
    slideChanges.current = 0;
    setOpen(false);
  };

  return { slideshowRef, promptOpen: open, openPrompt: () => setOpen(true), countSlideChange, closePrompt: close };
}
