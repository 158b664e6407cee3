import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "postgresql",
  schema: "./app/database/schema.ts",
  out: "./drizzle",
});
