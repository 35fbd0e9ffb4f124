import { describe, expect, it } from "vitest";
import { csvCell, toCsv } from "./csv.ts";

describe("CSV export", () => {
  it("neutralises cells that spreadsheets would run as formulas", () => {
    expect(csvCell("=HYPERLINK(\"http://evil\")")).toBe(`"'=HYPERLINK(""http://evil"")"`);
    expect(csvCell("+49 69 123")).toBe("'+49 69 123");
    expect(csvCell("-5")).toBe("'-5");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvCell("Frankfurt")).toBe("Frankfurt");
  });

  it("starts with a byte-order mark and quotes separators, quotes and line breaks", () => {
    const csv = toCsv([["Name", "Notiz"], ["Jürgen Müller", 'sagt "hallo",\nzweimal']]);
    expect(csv.startsWith("\uFEFF")).toBe(true);
    expect(csv).toBe('\uFEFFName,Notiz\r\nJürgen Müller,"sagt ""hallo"",\nzweimal"\r\n');
  });
});
