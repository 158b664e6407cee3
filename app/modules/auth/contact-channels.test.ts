import { describe, expect, it } from "vitest";
import { adminEnquiryRoutingEn } from "~/i18n/admin-enquiry-routing";
import { contactChannelsFrom, contactChannelsSchema } from "./contact-channels";

const text = adminEnquiryRoutingEn.contact;
const form = { intent: "contact-channels", name: " Ana Pérez ", whatsapp: "+34 600 123 456", notifyByMail: true };
const errorsOf = (value: Record<string, unknown>, production = true) => {
  const parsed = contactChannelsSchema(text, { production }).safeParse(value);
  return parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
};

describe("a person's contact section", () => {
  it("keeps the robot's service and address together as the account stores them", () => {
    const value = contactChannelsSchema(text, { production: true }).parse({
      ...form,
      robotService: "dingtalk",
      robotUrl: "https://oapi.dingtalk.com/robot/send?access_token=abc",
    });
    expect(contactChannelsFrom(value)).toEqual({
      name: "Ana Pérez",
      whatsapp: "+34 600 123 456",
      wechat: "",
      phone: "",
      notifyByMail: true,
      chatWebhook: { service: "dingtalk", url: "https://oapi.dingtalk.com/robot/send?access_token=abc" },
    });
    expect(contactChannelsFrom(contactChannelsSchema(text, { production: true }).parse(form)).chatWebhook).toBeNull();
  });

  it("asks for the address a robot needs, the service an address is for, and https in production", () => {
    expect(errorsOf({ ...form, robotService: "feishu" })).toEqual([`robotUrl: ${text.errors.urlRequired}`]);
    expect(errorsOf({ ...form, robotUrl: "https://open.feishu.cn/open-apis/bot/v2/hook/x" })).toEqual([
      `robotService: ${text.errors.serviceRequired}`,
    ]);
    expect(errorsOf({ ...form, robotService: "slack", robotUrl: "http://hooks.example/x" })).toEqual([
      `robotUrl: ${text.errors.httpsRequired}`,
    ]);
    expect(errorsOf({ ...form, robotService: "slack", robotUrl: "http://127.0.0.1:4000/x" }, false)).toEqual([]);
    expect(errorsOf({ ...form, whatsapp: "1".repeat(61) })).toEqual([`whatsapp: ${text.errors.tooLong(60)}`]);
  });
});
