import type { Glossary } from "./glossary";

export const spanishGlossary: Glossary = {
  language: "es",
  about: "",
  entries: [],
};
