import { Form } from "react-router";
import { DASHBOARD_LANGUAGES } from "~/database/roles";
import { useDashboardLanguage, useDashboardMessages } from "~/i18n/use-dashboard-messages";

const buttonClass = "rounded bg-brand-800 px-4 py-2 text-sm font-medium text-white hover:bg-brand-900";

/**
 * The account page's choice of the dashboard's language (English or Chinese), saved on the person's account; the
 * page comes back in the chosen language, and so does every dashboard page after it.
 */
export function DashboardLanguageSection() {
  const language = useDashboardLanguage();
  const text = useDashboardMessages().dashboardLanguage;
  return (
    <Form key={language} method="post" action="/dashboard/account/language" className="space-y-3 rounded-lg bg-white p-5 shadow-sm">
      <fieldset>
        <legend className="font-semibold">{text.heading}</legend>
        <p className="mt-1 text-sm text-stone-600">{text.intro}</p>
        <div className="mt-3 flex flex-wrap gap-4">
          {DASHBOARD_LANGUAGES.map((choice) => (
            <label key={choice} className="flex items-center gap-2">
              <input type="radio" name="language" value={choice} defaultChecked={choice === language} />
              <span lang={choice === "zh" ? "zh-CN" : "en"}>{text.names[choice]}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <button type="submit" className={buttonClass}>
        {text.save}
      </button>
    </Form>
  );
}
