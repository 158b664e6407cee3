import { startAuthentication, startRegistration } from "@simplewebauthn/browser";
import { useState } from "react";
import { useSubmit } from "react-router";
import { Alert } from "~/components/alert";

type PasskeyButtonProps = {
  /** Where the WebAuthn options come from: a POST answered with `{ options, token? }` (routes/*passkey-options.ts). */
  optionsUrl: string;
  /** `register` makes a new passkey; `authenticate` signs with one of the account's. */
  ceremony: "register" | "authenticate";
  label: string;
  failedText: string;
  className: string;
};

/**
 * A button that runs a passkey ceremony, then submits its form to the page's action with the browser's answer in
 * `passkeyResponse` and the server's record in `passkeyToken`, beside the form's own fields (a passkey's name, the
 * intent). It is part of the page's bundled scripts, so the Content-Security-Policy needs nothing more for it. When the
 * options' request was sent to confirm the password first (the re-authentication page), the browser goes there.
 */
export function PasskeyButton({ optionsUrl, ceremony, label, failedText, className }: PasskeyButtonProps) {
  const submit = useSubmit();
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);

  async function run(button: HTMLButtonElement) {
    const form = button.form;
    if (!form?.reportValidity()) return;
    setFailed(false);
    setBusy(true);
    try {
      const answer = await fetch(optionsUrl, { method: "POST", body: new URLSearchParams({ ceremony }) });
      if (answer.redirected) {
        window.location.assign(answer.url);
        return;
      }
      if (!answer.ok) throw new Error(`options answered ${answer.status}`);
      const { options, token } = (await answer.json()) as { options: never; token?: string };
      const response =
        ceremony === "register" ? await startRegistration({ optionsJSON: options }) : await startAuthentication({ optionsJSON: options });
      const fields = new FormData(form);
      fields.set("passkeyToken", token ?? "");
      fields.set("passkeyResponse", JSON.stringify(response));
      await submit(fields, { method: "post" });
    } catch {
      // Cancelled by the person, refused by the authenticator, or not offered by this browser: they may try again.
      setFailed(true);
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      {failed && (
        <Alert tone="error" announced>
          {failedText}
        </Alert>
      )}
      <button type="button" disabled={busy} className={className} onClick={(event) => void run(event.currentTarget)}>
        {label}
      </button>
    </>
  );
}
