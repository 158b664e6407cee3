import { Form } from "react-router";
import { Alert } from "~/components/alert";
import { buttonClass } from "~/components/admin/button-class";
import { useDashboardMessages } from "~/i18n/use-dashboard-messages";
import type { SessionDevice } from "~/modules/auth/session-device";

/** One of the person's sessions as the account page lists it. */
export type OwnSession = { id: string; device: SessionDevice; ipAddress: string; signedInAt: string; current: boolean };

/** The account page's list of where the person is signed in: this device marked, any other one ended, or all of them. */
export function AccountSessions({ sessions, notice }: { sessions: OwnSession[]; notice?: string }) {
  const text = useDashboardMessages().team.sessions;
  const deviceName = (device: SessionDevice) => text.device(device.browser ?? text.unknownBrowser, device.system ?? text.unknownSystem);
  const others = sessions.some((session) => !session.current);
  return (
    <div className="space-y-3 rounded-lg bg-white p-5 shadow-sm">
      <h2 className="font-semibold">{text.heading}</h2>
      <p className="text-sm text-stone-600">{text.intro}</p>
      {notice && <Alert tone="success">{notice}</Alert>}
      <ul className="divide-y divide-stone-200">
        {sessions.map((session) => (
          <li
            key={session.id}
            data-session-current={session.current}
            className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm"
          >
            <span>
              <strong>{deviceName(session.device)}</strong>
              {session.current && <span className="ml-2 rounded bg-brand-100 px-2 py-0.5 text-xs text-brand-900">{text.thisDevice}</span>}
              <span className="block text-stone-600">
                {text.signedIn(session.signedInAt)}
                {session.ipAddress && `, ${text.address(session.ipAddress)}`}
              </span>
            </span>
            {!session.current && (
              <Form method="post" preventScrollReset>
                <input type="hidden" name="intent" value="end-session" />
                <input type="hidden" name="sessionId" value={session.id} />
                <button type="submit" className={buttonClass} aria-label={text.endFor(deviceName(session.device))}>
                  {text.end}
                </button>
              </Form>
            )}
          </li>
        ))}
      </ul>
      {others && (
        <Form method="post" preventScrollReset>
          <input type="hidden" name="intent" value="end-other-sessions" />
          <button type="submit" className={buttonClass}>
            {text.endOthers}
          </button>
        </Form>
      )}
    </div>
  );
}
