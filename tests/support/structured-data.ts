/** One node of a page's JSON-LD graph, as a test reads it. */
export type GraphNode = Record<string, unknown> & { "@type": string };

/** The texts of a page's `<script type="application/ld+json">` elements, from its HTML. */
export function jsonLdBlocks(html: string): string[] {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((match) => match[1]!);
}

/** Every node of the JSON-LD blocks, each block's `@graph` spread out; parsing fails the test on invalid JSON. */
export function graphNodes(blocks: string[]): GraphNode[] {
  return blocks.flatMap((block) => {
    const parsed = JSON.parse(block) as { "@graph"?: GraphNode[] } & Partial<GraphNode>;
    return parsed["@graph"] ?? [parsed as GraphNode];
  });
}

/** The node of this type, or undefined when the page has none. */
export function graphNode(blocks: string[], type: string): GraphNode | undefined {
  return graphNodes(blocks).find((node) => node["@type"] === type);
}
