/** The parts of the `xliff` package (locize/xliff) the translation-file tests use to read and write XLIFF as another tool does. */
type XliffJs = {
  sourceLanguage?: string;
  targetLanguage?: string;
  resources: Record<string, Record<string, { source: unknown; target?: unknown; note?: unknown }>>;
};

declare module "xliff/xliff2js" {
  export default function xliff2js(xml: string): Promise<XliffJs>;
}

declare module "xliff/js2xliff" {
  export default function js2xliff(js: XliffJs): Promise<string>;
}
