import type { Page } from "playwright-core";

/**
 * What does not fit on a page as the browser drew it, one line per fault naming the element: the page wider than the
 * screen, a navbar entry or the brand wrapped onto a second line, a word broken in the middle, a control or a link
 * whose text is cut, and text drawn over other text. Measured in the page, so a fault is found where the fonts and
 * the viewport put it, in any language.
 */
export const fitProblems = (page: Page, within = "body") =>
  page.evaluate((within) => {
    const problems: string[] = [];
    const scope = document.querySelector(within)!;
    const EPSILON = 1;

    const snippet = (text: string | null | undefined) => `"${(text ?? "").replace(/\s+/g, " ").trim().slice(0, 40)}"`;
    /** The element as a reader finds it: where it stands, what it is and what it says. */
    const describe = (element: Element) => {
      const where = element.closest("header, footer, form, nav, main")?.tagName.toLowerCase();
      const text =
        element.getAttribute("aria-label") ??
        (element instanceof HTMLSelectElement
          ? element.selectedOptions[0]?.text
          : element instanceof HTMLInputElement
            ? element.value || element.placeholder
            : element.textContent);
      return `${where && where !== element.tagName.toLowerCase() ? `${where} ` : ""}${element.tagName.toLowerCase()} ${snippet(text)}`;
    };
    const clips = (element: Element) => getComputedStyle(element).overflowX !== "visible";
    /** Screen-reader-only text: inside a clipping box of a pixel or less. */
    const readOnly = new Map<Element, boolean>();
    const forScreenReaders = (element: Element | null): boolean => {
      if (!element || element === document.body) return false;
      let known = readOnly.get(element);
      if (known === undefined) {
        const box = element.getBoundingClientRect();
        known = ((box.width <= 1 || box.height <= 1) && clips(element)) || forScreenReaders(element.parentElement);
        readOnly.set(element, known);
      }
      return known;
    };
    /** Drawn, bigger than a dot and not only for screen readers. */
    const shown = (element: Element) => {
      if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return false;
      const box = element.getBoundingClientRect();
      return box.width > 1 && box.height > 1 && !forScreenReaders(element);
    };
    /** The site's navbar, not a header inside the page (a quote's letterhead). */
    const banner = [...document.querySelectorAll("header")].find(
      (header) => !header.parentElement!.closest("main, article, section, aside, header, footer"),
    );
    /** Fixed, or stuck to the bottom of the screen (the contact button): it floats over the page on purpose. */
    const floating = new Map<Element, boolean>();
    const floats = (element: Element | null): boolean => {
      if (!element) return false;
      let known = floating.get(element);
      if (known === undefined) {
        const style = getComputedStyle(element);
        known = style.position === "fixed" || (style.position === "sticky" && style.bottom !== "auto") || floats(element.parentElement);
        floating.set(element, known);
      }
      return known;
    };

    // The rows of a text, as boxes: a text that wraps has more than one.
    const range = document.createRange();
    const rowsOf = (node: Node, start = 0, end = node.textContent?.length ?? 0) => {
      range.setStart(node, start);
      range.setEnd(node, end);
      const rows: DOMRect[] = [];
      const boxes = [...range.getClientRects()].filter((box) => box.width > 0 && box.height > 0).sort((a, b) => a.top - b.top);
      for (const box of boxes) {
        const last = rows.at(-1);
        if (last && box.top < last.top + last.height / 2) {
          const left = Math.min(last.left, box.left);
          rows[rows.length - 1] = new DOMRect(
            left,
            last.top,
            Math.max(last.right, box.right) - left,
            Math.max(last.bottom, box.bottom) - last.top,
          );
        } else rows.push(box);
      }
      return rows;
    };

    const texts: Text[] = [];
    const walker = document.createTreeWalker(scope, NodeFilter.SHOW_TEXT, {
      acceptNode: (node) =>
        node.textContent?.trim() &&
        node.parentElement &&
        !node.parentElement.closest("script, style, template, noscript, svg, option, select, textarea") &&
        shown(node.parentElement)
          ? NodeFilter.FILTER_ACCEPT
          : NodeFilter.FILTER_REJECT,
    });
    while (walker.nextNode()) texts.push(walker.currentNode as Text);
    const rowsOfText = new Map(texts.map((node) => [node, rowsOf(node)]));

    // Wider than the screen: what sticks out, unless a box that clips it (a slideshow's track) stands in between.
    const width = window.innerWidth;
    const overflow = document.documentElement.scrollWidth - width;
    if (overflow > 0 && scope === document.body) problems.push(`the page is ${overflow} px wider than the screen`);
    const clippedBelowBody = (element: Element) => {
      for (let at = element.parentElement; at && at !== document.body; at = at.parentElement) if (clips(at)) return true;
      return false;
    };
    for (const element of scope.querySelectorAll("*")) {
      const box = element.getBoundingClientRect();
      if (box.right <= width + EPSILON && box.left >= -EPSILON) continue;
      const parent = element.parentElement!.getBoundingClientRect();
      const parentInside = parent.right <= width + EPSILON && parent.left >= -EPSILON;
      if (parentInside && shown(element) && !clippedBelowBody(element))
        problems.push(`${describe(element)} sticks out of the screen (${Math.round(box.left)} to ${Math.round(box.right)} px)`);
    }

    // The navbar is one row of boxes each inside the one holding it (a menu drops below its button, positioned on its own).
    for (const element of banner?.querySelectorAll("*") ?? []) {
      if (!scope.contains(element) || /^(absolute|fixed)$/.test(getComputedStyle(element).position) || !shown(element)) continue;
      const box = element.getBoundingClientRect();
      const holder = element.parentElement!.getBoundingClientRect();
      if (box.left < holder.left - EPSILON || box.right > holder.right + EPSILON)
        problems.push(`${describe(element)} sticks out of ${describe(element.parentElement!)}`);
    }

    for (const node of texts) {
      const element = node.parentElement!;
      const text = node.textContent!;
      const rows = rowsOfText.get(node)!;
      // The navbar's entries and the brand are one line each.
      if (banner?.contains(element) && rows.length > 1) problems.push(`${describe(element)} wraps onto ${rows.length} lines`);
      // A word is never broken in the middle (a language written without spaces breaks anywhere, and is left out).
      if (rows.length > 1) {
        for (const word of text.matchAll(/[^\s\-‐–—/·,;:()（），、。：；]+/g)) {
          if (/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u.test(word[0])) continue;
          if (rowsOf(node, word.index, word.index + word[0].length).length > 1)
            problems.push(`${describe(element)} breaks the word ${snippet(word[0])}`);
        }
        // Nor a reference joined by hyphens ("Q-2026-F482"), which a reader copies and quotes as one.
        for (const reference of text.matchAll(/[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)+/gu)) {
          if (!/\p{N}/u.test(reference[0])) continue;
          if (rowsOf(node, reference.index, reference.index + reference[0].length).length > 1)
            problems.push(`${describe(element)} breaks the reference ${snippet(reference[0])}`);
        }
      }
      // The text of a link, a button or a label stays inside its box.
      const control = element.closest("a, button, summary, label");
      if (control) {
        const box = control.getBoundingClientRect();
        if (rows.some((row) => row.left < box.left - EPSILON || row.right > box.right + EPSILON))
          problems.push(`${describe(control)} is wider than its box`);
      }
    }

    // Cut: text that runs past the side of a box that hides what overflows it (a box that scrolls shows it when
    // scrolled, and is left out), and a form field whose text does not fit.
    const hiders = new Map<Element, Element | null>();
    const hiderOf = (element: Element | null): Element | null => {
      if (!element || element === document.body) return null;
      let known = hiders.get(element);
      if (known === undefined) {
        known = /^(hidden|clip)$/.test(getComputedStyle(element).overflowX) ? element : hiderOf(element.parentElement);
        hiders.set(element, known);
      }
      return known;
    };
    for (const node of texts) {
      const hider = hiderOf(node.parentElement);
      if (!hider) continue;
      const box = hider.getBoundingClientRect();
      if (rowsOfText.get(node)!.some((row) => row.left < box.left - EPSILON || row.right > box.right + EPSILON))
        problems.push(`${describe(node.parentElement!)} is cut`);
    }
    // A field is measured against a copy of it drawn unseen beside it, as wide as its text needs: a select with its chosen
    // option alone (arrow and padding included); an input empty, its frame (border, padding, and a search field's clear
    // button or a number's steps, which keep their room while hidden), to which the text's width is added. All the
    // copies are drawn at once, so the page is laid out once for them.
    const fields = [...scope.querySelectorAll<HTMLSelectElement | HTMLInputElement>("select, input")].filter((field) =>
      field instanceof HTMLSelectElement
        ? field.selectedOptions.length > 0 && shown(field)
        : /^(text|search|email|tel|url|number|password)$/.test(field.type) && (field.value || field.placeholder) && shown(field),
    );
    const boxes = fields.map((field) => field.getBoundingClientRect().width);
    const probes = fields.map((field) => {
      const probe = field.cloneNode(false) as HTMLSelectElement | HTMLInputElement;
      probe.removeAttribute("id");
      probe.removeAttribute("name");
      if (field instanceof HTMLSelectElement) (probe as HTMLSelectElement).append(new Option(field.selectedOptions[0]!.text));
      else Object.assign(probe, { value: "", placeholder: "" });
      probe.style.cssText = "position:absolute;top:0;field-sizing:content;width:auto;min-width:0;max-width:none;visibility:hidden";
      field.parentElement!.append(probe);
      return probe;
    });
    const frames = probes.map((probe) => probe.getBoundingClientRect().width);
    for (const probe of probes) probe.remove();
    const canvas = document.createElement("canvas").getContext("2d")!;
    for (const [index, field] of fields.entries()) {
      let needed = frames[index]!;
      if (field instanceof HTMLInputElement) {
        const style = getComputedStyle(field);
        canvas.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        canvas.letterSpacing = style.letterSpacing === "normal" ? "0px" : style.letterSpacing;
        needed += canvas.measureText(field.value || field.placeholder).width;
      }
      if (needed > boxes[index]! + EPSILON)
        problems.push(`${describe(field)} is cut (needs ${Math.round(needed)} px, has ${Math.round(boxes[index]!)} px)`);
    }

    // Text over text: the rows of different texts never cover each other (a floating button over the page is left out).
    const rows = texts
      .filter((node) => !floats(node.parentElement!))
      .flatMap((node) => rowsOfText.get(node)!.map((row) => ({ node, row })))
      .sort((a, b) => a.row.top - b.row.top);
    for (const [index, a] of rows.entries()) {
      for (let next = index + 1; next < rows.length; next++) {
        const b = rows[next]!;
        if (b.row.top >= a.row.bottom) break;
        if (a.node === b.node) continue;
        const across = Math.min(a.row.right, b.row.right) - Math.max(a.row.left, b.row.left);
        const down = Math.min(a.row.bottom, b.row.bottom) - Math.max(a.row.top, b.row.top);
        // Rows of a tight heading may touch by a few pixels; text drawn on text covers half a line or more.
        if (across > 2 && down > Math.min(a.row.height, b.row.height) / 2)
          problems.push(`${describe(a.node.parentElement!)} overlaps ${describe(b.node.parentElement!)}`);
      }
    }
    return [...new Set(problems)];
  }, within);
