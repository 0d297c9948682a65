import { describe, expect, it } from "vitest";
import { readMigrations, splitStatements } from "./d1-migrations.ts";

describe("splitStatements", () => {
  it("drops comment lines and splits at a semicolon that ends a line", () => {
    expect(
      splitStatements("-- a table\nCREATE TABLE t (\n  a TEXT, -- why\n  b TEXT\n);\n\nCREATE INDEX i ON t (a);\n"),
    ).toEqual(["CREATE TABLE t (\n  a TEXT, -- why\n  b TEXT\n)", "CREATE INDEX i ON t (a)"]);
  });

  it("reads the project's migrations: the leads table and its indexes", () => {
    const [first] = readMigrations();
    expect(first?.name).toBe("0001_leads.sql");
    expect(first?.queries.map((q) => q.split("\n")[0])).toEqual([
      "CREATE TABLE leads (",
      "CREATE UNIQUE INDEX leads_form_idempotency_key ON leads (form, idempotency_key) WHERE idempotency_key IS NOT NULL",
      "CREATE INDEX leads_status_updated_at ON leads (status, updated_at)",
      "CREATE INDEX leads_created_at ON leads (created_at)",
    ]);
  });
});
