import type { ReactNode } from "react";
import type { CleanBlock, CleanInline } from "~/modules/news/rich-text";

/** Links the allow-list kept are web, mail or site paths; every one but a site path leaves the site. */
const leavesSite = (href: string) => !href.startsWith("/");

function Inline({ inline }: { inline: CleanInline }) {
  if (inline.kind === "break") return <br />;
  let node: ReactNode = inline.text;
  if (inline.italic) node = <em>{node}</em>;
  if (inline.bold) node = <strong>{node}</strong>;
  if (inline.href) {
    node = (
      <a
        href={inline.href}
        rel={leavesSite(inline.href) ? "noopener noreferrer nofollow" : undefined}
        className="text-brand-700 underline underline-offset-4"
      >
        {node}
      </a>
    );
  }
  return node;
}

function Inlines({ content }: { content: CleanInline[] }) {
  return content.map((inline, index) => <Inline key={index} inline={inline} />);
}

function Blocks({ blocks }: { blocks: CleanBlock[] }) {
  return blocks.map((block, index) => {
    switch (block.kind) {
      case "paragraph":
        return (
          <p key={index} className="leading-relaxed">
            <Inlines content={block.content} />
          </p>
        );
      case "heading": {
        const Heading = block.level === 2 ? "h2" : "h3";
        return (
          <Heading key={index} className={block.level === 2 ? "pt-2 text-xl font-semibold" : "text-lg font-semibold"}>
            <Inlines content={block.content} />
          </Heading>
        );
      }
      case "bulletList":
      case "orderedList": {
        const items = block.items.map((item, itemIndex) => (
          <li key={itemIndex} className="space-y-2">
            <Blocks blocks={item} />
          </li>
        ));
        return block.kind === "bulletList" ? (
          <ul key={index} className="list-disc space-y-1 ps-6">
            {items}
          </ul>
        ) : (
          <ol key={index} start={block.start} className="list-decimal space-y-1 ps-6">
            {items}
          </ol>
        );
      }
      case "blockquote":
        return (
          <blockquote key={index} className="space-y-4 border-s-4 border-stone-300 ps-4 text-stone-700">
            <Blocks blocks={block.content} />
          </blockquote>
        );
      case "horizontalRule":
        return <hr key={index} className="border-stone-200" />;
    }
  });
}

/**
 * A news body as plain React elements, from what `cleanRichText` kept of the stored document on the
 * server: text is always text, so nothing stored can become markup, and only vetted links become anchors.
 */
export function RichText({ blocks }: { blocks: CleanBlock[] }) {
  return (
    <div className="space-y-4 break-words text-stone-800">
      <Blocks blocks={blocks} />
    </div>
  );
}
