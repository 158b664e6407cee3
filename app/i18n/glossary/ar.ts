import type { Glossary } from "./glossary";

export const arabicGlossary: Glossary = {
  language: "ar",
  about: "",
  entries: [],
};
