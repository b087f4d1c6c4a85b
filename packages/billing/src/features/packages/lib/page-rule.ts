/**
 * What a page is for billing, in one sentence: the rule the server charges by (a page holding a
 * line to be read, at least the pages its words fill at standard density; a later draft's
 * changed pages; text grown past what was paid).
 */
export const PAGE_RULE =
  'One credit pays for one page of your script that holds a line to be read (title and blank pages are free), counted at standard screenplay density so a crowded page counts as the pages its words fill; a later draft pays only for its changed pages, and text you add pays for the pages it adds.';
