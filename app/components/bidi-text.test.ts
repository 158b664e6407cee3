import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { isolate } from "~/i18n/bidi";
import { BidiText, BidiValue } from "./bidi-text";

const html = (text: string) => renderToStaticMarkup(createElement(BidiText, { text }));

describe("BidiText", () => {
  it("shows a text's isolates as <bdi> elements with their direction, and no invisible marks", () => {
    expect(html(`الهاتف: ${isolate("+966 12 345 6789")}`)).toBe('الهاتف: <bdi dir="ltr">+966 12 345 6789</bdi>');
    expect(html(`${isolate("Jumbo", "auto")} 3200 × 1600 مم`)).toBe('<bdi dir="auto">Jumbo</bdi> 3200 × 1600 مم');
    expect(html(isolate(`FOB ${isolate("جبل علي", "auto")}`))).toBe('<bdi dir="ltr">FOB <bdi dir="auto">جبل علي</bdi></bdi>');
  });

  it("shows a text without isolates as it is", () => {
    expect(html("Calacatta Gold")).toBe("Calacatta Gold");
  });
});

describe("BidiValue", () => {
  const value = (text: string) => renderToStaticMarkup(createElement(BidiValue, { text }));

  it("isolates a value in the direction its isolate gives, else in the direction of its first letter", () => {
    expect(value(isolate("+966 12 345 6789"))).toBe('<bdi dir="ltr">+966 12 345 6789</bdi>');
    expect(value("30% deposit by T/T, balance against copy of B/L")).toBe(
      '<bdi dir="auto">30% deposit by T/T, balance against copy of B/L</bdi>',
    );
    expect(value(`20 مم، ${isolate("3200 × 1600")} مم`)).toBe('<bdi dir="auto">20 مم، <bdi dir="ltr">3200 × 1600</bdi> مم</bdi>');
    expect(value("")).toBe("");
  });
});
