import { describe, expect, it } from "vitest";
import { isPlaceholderAddress, mailDeliveryProblems } from "./delivery-problems.server";

describe("mail delivery problems", () => {
  it.each([
    ["owner@example.com", true],
    ["sales@EXAMPLE.org", true],
    ["x@mail.example.net", true],
    ["root@localhost", true],
    ["a@shop.test", true],
    ["owner@saide-quartz.com", false],
    ["someone@example.com.cn", false],
  ])("%s is a placeholder: %s", (address, placeholder) => {
    expect(isPlaceholderAddress(address)).toBe(placeholder);
  });

  it("names the folder mail goes to without a mail server, and the placeholder owners", () => {
    expect(mailDeliveryProblems({ SMTP_URL: undefined, OWNER_EMAILS: ["a@example.com", "b@real.cn"], dataDir: "/srv/data" })).toEqual({
      writtenToFolder: "/srv/data/mail",
      placeholderOwners: ["a@example.com"],
    });
  });

  it("has nothing to say when mail goes through a server to real addresses", () => {
    expect(mailDeliveryProblems({ SMTP_URL: "smtps://mail.real.cn", OWNER_EMAILS: ["b@real.cn"], dataDir: "/srv/data" })).toBeNull();
  });
});
