import type { Glossary } from "./glossary";

export const russianGlossary: Glossary = {
  language: "ru",
  about: "",
  entries: [],
};
