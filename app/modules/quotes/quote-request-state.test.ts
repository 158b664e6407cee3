import { describe, expect, it } from "vitest";
import { quoteRequestState } from "./quote-request-state";

const today = "2026-12-02";

describe("a quote request's state", () => {
  it("is requested until a version is sent", () => {
    expect(quoteRequestState(null, today)).toBe("requested");
    expect(quoteRequestState(undefined, today)).toBe("requested");
  });

  it("is quoted through the version's validity day and expired the day after", () => {
    expect(quoteRequestState({ status: "sent", validUntil: "2026-12-31" }, today)).toBe("quoted");
    expect(quoteRequestState({ status: "sent", validUntil: today }, today)).toBe("quoted");
    expect(quoteRequestState({ status: "sent", validUntil: "2026-12-01" }, today)).toBe("expired");
  });

  it("keeps the buyer's answer whatever the date: accepted, or changes asked until the owner sends the next version", () => {
    expect(quoteRequestState({ status: "accepted", validUntil: "2026-11-01" }, today)).toBe("accepted");
    expect(quoteRequestState({ status: "changes-requested", validUntil: "2026-11-01" }, today)).toBe("changes-asked");
    expect(quoteRequestState({ status: "changes-requested", validUntil: "2026-12-31" }, today)).toBe("changes-asked");
  });
});
