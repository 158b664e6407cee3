/** The dashboard's translation editor (docs/decisions/056-translation-editor.md): a language's texts, record by record. */

type Filter = "missing" | "stale" | "all";

export const adminTranslationEditorEn = {
  tab: "Translate",
  heading: (language: string) => `Translate into ${language}`,
  intro:
    "The texts of the files for translators, record by record. Write the translation under each English text and save the record: it is checked as an imported file is (length, script, markup codes) and saved as one revision, which its history can restore. An empty field keeps what is stored.",
  languages: "Languages you translate",
  filter: {
    legend: "Show",
    choices: {
      missing: (count: number) => `Missing (${count})`,
      stale: (count: number) => `Out of date (${count})`,
      all: (count: number) => `All texts (${count})`,
    } satisfies Record<Filter, (count: number) => string>,
  },
  search: "Search the English or the translation",
  show: "Show",
  states: {
    missing: "Missing: the English shows",
    stale: "Out of date: the English changed after this was translated",
    current: "Translated",
  },
  english: "English",
  maxLength: (max: number) => `At most ${max} characters.`,
  markup: "Keep each code of the English (<1>…</1>, <2/>) once; you may move them.",
  save: "Save",
  empty: {
    missing: "Nothing is missing in this language.",
    stale: "Nothing is out of date in this language.",
    all: "There is nothing to translate yet.",
  } satisfies Record<Filter, string>,
  noMatch: "No text matches the search.",
  subject: (kind: string, name: string) => (name ? `${kind} “${name}”` : kind),
  saved: (subject: string, count: number) =>
    count === 1
      ? `${subject}: 1 text saved. The public pages show it now.`
      : `${subject}: ${count} texts saved. The public pages show them now.`,
  nothingChanged: (subject: string) => `${subject}: nothing to save. Every translation is as stored, or empty.`,
  englishChanged: (entry: string) =>
    `${entry}: not saved, because the English changed after this page was opened. Read the new English and translate it again.`,
  incomplete: (entry: string) => `${entry}: not saved, because every paragraph of this text must be translated.`,
  changedMeanwhile:
    "Someone saved this record after this page was opened, so nothing was saved. Your translations are still in the fields: compare them with what is stored now and save again.",
  problems: {
    unknown: (entry: string) => `${entry}: this text no longer exists. Open the page again.`,
    duplicate: (entry: string) => `${entry} was sent twice.`,
    markup: (entry: string) => `${entry}: keep each markup code of the English (such as <1>…</1>) once.`,
    tooLong: (entry: string, max: number, length: number) => `${entry} is ${length} characters long; at most ${max} fit.`,
    script: (entry: string, language: string) => `${entry} is not written in ${language} script.`,
  },
  openEditor: "Translate in the dashboard",
};

export const adminTranslationEditorZh: typeof adminTranslationEditorEn = {
  tab: "在线翻译",
  heading: (language: string) => `翻译为${language}`,
  intro:
    "与翻译文件相同的文字，按记录逐条列出。在每段英文下方填写译文，然后保存该记录：系统会像导入文件一样检查（长度、文字、格式代码），并保存为一个版本，可在修改历史中恢复。留空的输入框保持已保存的内容不变。",
  languages: "您翻译的语言",
  filter: {
    legend: "显示",
    choices: {
      missing: (count: number) => `缺少（${count}）`,
      stale: (count: number) => `已过期（${count}）`,
      all: (count: number) => `全部文字（${count}）`,
    },
  },
  search: "在英文或译文中搜索",
  show: "显示",
  states: {
    missing: "缺少：页面显示英文",
    stale: "已过期：翻译后英文又有修改",
    current: "已翻译",
  },
  english: "英文",
  maxLength: (max: number) => `最多 ${max} 个字符。`,
  markup: "译文须保留英文中的每个代码（<1>…</1>、<2/>）各一次，位置可以移动。",
  save: "保存",
  empty: {
    missing: "该语言没有缺少的文字。",
    stale: "该语言没有已过期的文字。",
    all: "暂时没有需要翻译的文字。",
  },
  noMatch: "没有符合搜索条件的文字。",
  subject: (kind: string, name: string) => (name ? `${kind}“${name}”` : kind),
  saved: (subject: string, count: number) => `${subject}：已保存 ${count} 项文字，公开页面已同步显示。`,
  nothingChanged: (subject: string) => `${subject}：没有需要保存的内容，译文与已保存的相同或为空。`,
  englishChanged: (entry: string) => `${entry}：未保存，因为打开本页后英文已修改。请阅读新的英文并重新翻译。`,
  incomplete: (entry: string) => `${entry}：未保存，因为该文字的每一段都须翻译。`,
  changedMeanwhile: "打开本页后，已有其他人保存了该记录，因此没有保存。您的译文仍在输入框中：请对照现在保存的内容检查后再保存。",
  problems: {
    unknown: (entry: string) => `${entry}：该文字已不存在，请重新打开本页。`,
    duplicate: (entry: string) => `${entry} 提交了两次。`,
    markup: (entry: string) => `${entry}：须保留英文中的每个格式代码（如 <1>…</1>）各一次。`,
    tooLong: (entry: string, max: number, length: number) => `${entry} 长 ${length} 个字符，最多只能 ${max} 个。`,
    script: (entry: string, language: string) => `${entry} 不是用${language}的文字书写的。`,
  },
  openEditor: "在后台直接翻译",
};
