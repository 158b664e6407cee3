type DigestPart = { subject: string; text: string };

/** Messages held back during a burst, as one mail: a line per message first, then each in full. */
export function digestMail(parts: DigestPart[]): DigestPart {
  const rule = "-".repeat(40);
  return {
    subject: `${parts.length} new messages (sent together because many arrived at once)`,
    text: [
      `${parts.length} messages arrived faster than they are mailed one by one. All of them are stored; here they are together.`,
      "",
      ...parts.map((part, index) => `${index + 1}. ${part.subject}`),
      ...parts.flatMap((part, index) => ["", rule, `${index + 1}. ${part.subject}`, rule, part.text]),
    ].join("\n"),
  };
}
