/**
 * Raised where the fast text reader meets something it does not read (encryption, Type3 or
 * vertical fonts, a damaged cross-reference table…). The PDF reader then hands the whole file to
 * pdf.js, which reads every PDF; this is a choice of path, never a failure the user sees.
 */
export class Unsupported extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'Unsupported';
  }
}
