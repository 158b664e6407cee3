import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { adminMediaZh } from "~/i18n/admin-media";
import { MAX_ALT_LENGTH, mediaAltFormSchema, mediaUploadFormSchema } from "./media-form";

const altSchema = mediaAltFormSchema(adminMediaZh);
const uploadSchema = mediaUploadFormSchema(adminMediaZh);

function form(fields: Record<string, string | File>): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  return body;
}

const image = () => new File([new Uint8Array([0xff, 0xd8, 0xff])], "qr.jpg", { type: "image/jpeg" });

describe("media alt text form", () => {
  it("trims both languages and keeps an empty one empty", () => {
    const submission = parseWithZod(form({ version: "3", altEn: "  WeChat QR code ", altZh: "" }), { schema: altSchema });
    expect(submission.status === "success" && submission.value).toEqual({ version: 3, altEn: "WeChat QR code", altZh: "" });
  });

  it("refuses an alt text over the limit with the Chinese reason next to the field", () => {
    const submission = parseWithZod(form({ version: "1", altEn: "", altZh: "长".repeat(MAX_ALT_LENGTH + 1) }), { schema: altSchema });
    expect(submission.status === "error" && submission.error?.altZh).toEqual([`最多 ${MAX_ALT_LENGTH} 个字符。`]);
  });
});

describe("media upload form", () => {
  it("accepts a new image, and a replacement with the version it replaces", () => {
    expect(parseWithZod(form({ file: image() }), { schema: uploadSchema }).status).toBe("success");
    const replacement = parseWithZod(form({ file: image(), replaces: "b3f9c1de-0000-4000-8000-000000000001", version: "2" }), { schema: uploadSchema });
    expect(replacement.status === "success" && replacement.value.version).toBe(2);
  });

  it("asks for a file when none was chosen", () => {
    const submission = parseWithZod(form({ file: new File([], "") }), { schema: uploadSchema });
    expect(submission.status === "error" && submission.error?.file).toEqual(["请选择图片文件。"]);
  });

  it("refuses a replacement that does not name the version it replaces", () => {
    const submission = parseWithZod(form({ file: image(), replaces: "b3f9c1de-0000-4000-8000-000000000001" }), { schema: uploadSchema });
    expect(submission.status).toBe("error");
  });
});
