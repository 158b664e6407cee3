import { describe, expect, it } from "vitest";
import { chatWebhookBody, chatWebhookRefusal, chatWebhookUrlProblem, fitToBytes } from "./chat-webhooks";

const message = { subject: "New message from Lucía García", text: "Email: lucia@example.com\n\nMessage:\nPrecio de 40 tablas, por favor." };

describe("chat robots' messages", () => {
  it("are written in each service's documented text body", () => {
    const content = `${message.subject}\n\n${message.text}`;
    expect(JSON.parse(chatWebhookBody("wecom", message))).toEqual({ msgtype: "text", text: { content } });
    expect(JSON.parse(chatWebhookBody("dingtalk", message))).toEqual({ msgtype: "text", text: { content } });
    expect(JSON.parse(chatWebhookBody("feishu", message))).toEqual({ msg_type: "text", content: { text: content } });
    expect(JSON.parse(chatWebhookBody("slack", message))).toEqual({ text: content });
  });

  it("fit WeCom's 2,048 bytes, cut at a whole character", () => {
    const long = { subject: "新询盘", text: "石".repeat(1000) };
    const content = (JSON.parse(chatWebhookBody("wecom", long)) as { text: { content: string } }).text.content;
    expect(new TextEncoder().encode(content).length).toBeLessThanOrEqual(2048);
    expect(content.endsWith("石…")).toBe(true);
    expect(fitToBytes("short", 10)).toBe("short");
  });

  it("count as taken only when the robot says so", () => {
    expect(chatWebhookRefusal("wecom", 200, '{"errcode":0,"errmsg":"ok"}')).toBeNull();
    expect(chatWebhookRefusal("dingtalk", 200, '{"errcode":310000,"errmsg":"keywords not in content"}')).toBe(
      "Refused (310000): keywords not in content",
    );
    expect(chatWebhookRefusal("feishu", 200, '{"code":0,"msg":"success"}')).toBeNull();
    expect(chatWebhookRefusal("feishu", 200, '{"StatusCode":0,"StatusMessage":"success"}')).toBeNull();
    expect(chatWebhookRefusal("feishu", 200, '{"code":19001,"msg":"param invalid"}')).toBe("Refused (19001): param invalid");
    expect(chatWebhookRefusal("slack", 200, "ok")).toBeNull();
    expect(chatWebhookRefusal("slack", 404, "no_service")).toBe("HTTP 404: no_service");
    expect(chatWebhookRefusal("wecom", 200, "<html>proxy error</html>")).toMatch(/^Not a JSON answer/);
    expect(chatWebhookRefusal("wecom", 302, "")).toBe("HTTP 302: ");
  });
});

describe("a robot's address", () => {
  it("must be https in production, and may be a local http receiver elsewhere", () => {
    const local = "http://127.0.0.1:4100/robot";
    expect(chatWebhookUrlProblem(local, { production: false })).toBeNull();
    expect(chatWebhookUrlProblem(local, { production: true })).toBe("httpsRequired");
    expect(chatWebhookUrlProblem("https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=abc", { production: true })).toBeNull();
  });

  it("is refused when it is no web address, carries a password or is too long", () => {
    expect(chatWebhookUrlProblem("qyapi.weixin.qq.com/send", { production: false })).toBe("invalid");
    expect(chatWebhookUrlProblem("ftp://example.com/robot", { production: false })).toBe("invalid");
    expect(chatWebhookUrlProblem("https://user:secret@example.com/robot", { production: false })).toBe("invalid");
    expect(chatWebhookUrlProblem(`https://example.com/${"a".repeat(500)}`, { production: false })).toBe("tooLong");
  });
});
