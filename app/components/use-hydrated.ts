import { useSyncExternalStore } from "react";

const subscribeToNothing = () => () => {};

/**
 * False while the server's HTML is all there is (also without JavaScript), true once React runs in the browser: what
 * needs JavaScript (dragging, the rich-text editor) is offered only where it works.
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
