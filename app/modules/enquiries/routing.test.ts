import { describe, expect, it } from "vitest";
import { addRuleSchema, matchRoutingRule, type RoutingRule } from "./routing";

const ana = "00000000-0000-4000-8000-00000000000a";
const ivan = "00000000-0000-4000-8000-00000000000b";
const olga = "00000000-0000-4000-8000-00000000000c";

/** The brief's example: Spanish → Ana; Russian and Kazakhstan → Ivan; then every other Russian → Olga. */
const rules: RoutingRule[] = [
  { language: "es", country: "", assigneeId: ana },
  { language: "ru", country: "KZ", assigneeId: ivan },
  { language: "ru", country: "", assigneeId: olga },
];

describe("routing rules", () => {
  it("give an enquiry to the first rule matching its page's language", () => {
    expect(matchRoutingRule(rules, { language: "es", country: "MX" })?.assigneeId).toBe(ana);
    expect(matchRoutingRule(rules, { language: "es", country: "" })?.assigneeId).toBe(ana);
  });

  it("match a rule naming a country only for an enquiry from that country", () => {
    expect(matchRoutingRule(rules, { language: "ru", country: "KZ" })?.assigneeId).toBe(ivan);
    expect(matchRoutingRule(rules, { language: "ru", country: "RU" })?.assigneeId).toBe(olga);
    // An unknown country matches only a rule for any country.
    expect(matchRoutingRule(rules, { language: "ru", country: "" })?.assigneeId).toBe(olga);
  });

  it("keep the owner's order: a rule for any country placed first wins over a narrower one after it", () => {
    const reordered = [rules[2]!, rules[1]!];
    expect(matchRoutingRule(reordered, { language: "ru", country: "KZ" })?.assigneeId).toBe(olga);
  });

  it("leave an enquiry no rule matches to nobody", () => {
    expect(matchRoutingRule(rules, { language: "ar", country: "SA" })).toBeNull();
    expect(matchRoutingRule([], { language: "en", country: "US" })).toBeNull();
  });
});

describe("a new rule's form", () => {
  const schema = addRuleSchema({ chooseLanguage: "language?", chooseCountry: "country?", chooseAccount: "account?" });

  it("takes a language, an optional country in any letter case and an account", () => {
    expect(schema.parse({ intent: "add", language: "ru", country: "kz", assigneeId: ivan })).toEqual({
      intent: "add",
      language: "ru",
      country: "KZ",
      assigneeId: ivan,
    });
    expect(schema.parse({ intent: "add", language: "es", assigneeId: ana }).country).toBe("");
  });

  it("refuses a language, country or account that is none, with the page's words", () => {
    const refused = schema.safeParse({ intent: "add", language: "xx", country: "ZZ", assigneeId: "ana" });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((issue) => issue.message).sort()).toEqual(["account?", "country?", "language?"]);
  });
});
