/**
 * Small PDFs for the tests of owners' documents, written byte by byte: a plain one-page certificate,
 * and the same with a script, with an attached file, or broken.
 */
function pdf(objects: string[]): Buffer {
  let out = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(out, "latin1"));
    out += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, "latin1");
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, "0")} 00000 n \n`).join("")}`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, "latin1");
}

const content = "BT /F1 24 Tf 72 720 Td (Rabies vaccination certificate) Tj ET";
const page = [
  "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
  "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
  `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
  "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
];

export const plainPdf = () => pdf(["<< /Type /Catalog /Pages 2 0 R >>", ...page]);
/** A document script run when the PDF opens, its name written with a `#xx` escape as evasive files do. */
export const pdfWithScript = () => pdf(["<< /Type /Catalog /Pages 2 0 R /OpenAction << /S /J#61vaScript /J#53 (app.alert\\(1\\)) >> >>", ...page]);
export const pdfWithAttachment = () =>
  pdf(["<< /Type /Catalog /Pages 2 0 R /Names << /EmbeddedFiles << /Names [(invoice.exe) 6 0 R] >> >> >>", ...page, "<< /Type /Filespec /F (invoice.exe) /EF << /F 7 0 R >> >>", "<< /Type /EmbeddedFile /Length 5 >>\nstream\nhello\nendstream"]);
export const brokenPdf = () => Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >>\nnothing else of a PDF \u0000\u0001", "latin1");
