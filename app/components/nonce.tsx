import { createContext, useContext } from "react";

/** The Content-Security-Policy nonce of the request being rendered; empty in the browser, which no longer needs it. */
export const NonceContext = createContext("");

export const useNonce = () => useContext(NonceContext);
