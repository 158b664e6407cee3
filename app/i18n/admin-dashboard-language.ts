/**
 * The account page's choice of the dashboard's language. Each language is named in its own script, so a person who
 * cannot read the current one still finds theirs.
 */
export const adminDashboardLanguageEn = {
  heading: "Dashboard language",
  intro: "The language the dashboard speaks to you. Everyone on the team chooses their own; buyers' pages do not change.",
  names: { zh: "中文", en: "English" },
  save: "Save language",
  invalid: "Choose English or 中文.",
};

export const adminDashboardLanguageZh = {
  heading: "后台语言",
  intro: "后台对您显示的语言。团队成员各自选择，不影响买家看到的网页。",
  names: { zh: "中文", en: "English" },
  save: "保存语言",
  invalid: "请选择中文或 English。",
} satisfies typeof adminDashboardLanguageEn;
