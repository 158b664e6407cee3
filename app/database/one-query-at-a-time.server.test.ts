import { describe, expect, it } from "vitest";
import { oneQueryAtATime } from "./one-query-at-a-time.server";

/** A connection that answers each query after `delayMs`, counting how many it ran at once. */
function fakeConnection(delayMs = 5) {
  const seen = { running: 0, most: 0, order: [] as string[] };
  const client = {
    query: async (text: string) => {
      seen.running += 1;
      seen.most = Math.max(seen.most, seen.running);
      await new Promise((resolve) => setTimeout(resolve, delayMs));
      seen.running -= 1;
      seen.order.push(text);
      if (text === "fail") throw new Error("relation does not exist");
      return { rows: [text] };
    },
  };
  return { client, seen };
}

describe("one query at a time on a connection", () => {
  it("runs queries started side by side one after another, in the order they were started, each with its own answer", async () => {
    const { client, seen } = fakeConnection();
    oneQueryAtATime(client as never);
    const answers = await Promise.all(["a", "b", "c"].map((text) => client.query(text)));
    expect(answers).toEqual([{ rows: ["a"] }, { rows: ["b"] }, { rows: ["c"] }]);
    expect(seen.most).toBe(1);
    expect(seen.order).toEqual(["a", "b", "c"]);
  });

  it("gives a failed query's error to its caller and still runs the queries after it", async () => {
    const { client, seen } = fakeConnection();
    oneQueryAtATime(client as never);
    const [failed, after] = await Promise.allSettled([client.query("fail"), client.query("d")]);
    expect(failed).toMatchObject({ status: "rejected", reason: { message: "relation does not exist" } });
    expect(after).toEqual({ status: "fulfilled", value: { rows: ["d"] } });
    expect(seen.most).toBe(1);
  });

  it("leaves a query with a callback to the connection itself", async () => {
    const { client, seen } = fakeConnection(20);
    oneQueryAtATime(client as never);
    const slow = client.query("slow");
    const withCallback = (client.query as (...args: unknown[]) => unknown)("now", () => {});
    await Promise.all([slow, withCallback]);
    expect(seen.most).toBe(2);
  });
});
