import { getFormProps, getInputProps, getSelectProps, type SubmissionResult } from "@conform-to/react";
import { Form } from "react-router";
import { buttonClass } from "~/components/admin/button-class";
import { FieldErrors, TextField } from "~/components/admin/form-field";
import { useDashboardForm } from "~/components/admin/use-dashboard-form";
import { Alert } from "~/components/alert";
import { inputClass } from "~/components/auth-shell";
import { CHAT_SERVICES } from "~/database/chat-webhooks";
import { useDashboardMessages } from "~/i18n/use-dashboard-messages";
import { contactChannelsSchema, type ContactChannels } from "~/modules/auth/contact-channels";

/** What the account page's action answered, when it was this section's form. */
type Answer = { intent: string; result: SubmissionResult<string[]>; notice?: string } | undefined;

/**
 * The account page's section where a person gives the contact details buyers see on their quotes and says how a new
 * enquiry assigned to them reaches them: mail, a chat robot, or both (docs/decisions/055-enquiry-routing.md).
 */
export function AccountContactSection({
  channels,
  production,
  answer,
}: {
  channels: ContactChannels;
  production: boolean;
  answer: Answer;
}) {
  const text = useDashboardMessages().enquiryRouting.contact;
  const mine = answer?.intent === "contact-channels";
  const [form, fields] = useDashboardForm(contactChannelsSchema(text, { production }), {
    id: "contact-channels",
    lastResult: mine ? answer.result : undefined,
    defaultValue: {
      name: channels.name,
      whatsapp: channels.whatsapp,
      wechat: channels.wechat,
      phone: channels.phone,
      notifyByMail: channels.notifyByMail,
      robotService: channels.chatWebhook?.service,
      robotUrl: channels.chatWebhook?.url,
    },
  });
  return (
    <Form
      method="post"
      {...getFormProps(form)}
      aria-labelledby="contact-channels-heading"
      className="space-y-3 rounded-lg bg-white p-5 shadow-sm"
    >
      <h2 id="contact-channels-heading" className="font-semibold">
        {text.heading}
      </h2>
      <p className="text-sm text-stone-600">{text.intro}</p>
      {mine && answer.notice && <Alert tone="success">{answer.notice}</Alert>}
      <input type="hidden" name="intent" value="contact-channels" />
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField field={fields.name} label={text.name} />
        <TextField field={fields.phone} label={text.phone} type="tel" inputMode="tel" />
        <TextField field={fields.whatsapp} label={text.whatsapp} type="tel" inputMode="tel" />
        <TextField field={fields.wechat} label={text.wechat} />
      </div>
      <label className="flex items-center gap-2 text-sm font-medium">
        <input {...getInputProps(fields.notifyByMail, { type: "checkbox" })} className="size-4" />
        {text.notifyByMail}
      </label>
      <div className="grid gap-3 sm:grid-cols-[12rem_1fr]">
        <div>
          <label className="block text-sm font-medium" htmlFor={fields.robotService.id}>
            {text.robot}
          </label>
          <select {...getSelectProps(fields.robotService)} className={inputClass}>
            <option value="">{text.noRobot}</option>
            {CHAT_SERVICES.map((service) => (
              <option key={service} value={service}>
                {text.services[service]}
              </option>
            ))}
          </select>
          <FieldErrors field={fields.robotService} />
        </div>
        <TextField field={fields.robotUrl} label={text.robotUrl} type="url" inputMode="url" hint={text.robotHint} />
      </div>
      <button type="submit" className={buttonClass}>
        {text.save}
      </button>
    </Form>
  );
}
