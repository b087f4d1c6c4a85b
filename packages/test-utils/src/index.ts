export { success, failure } from './envelopes';
export { BASE, setupMswServer } from './msw-server';
export { currentPath, renderPage, type RenderPageOptions } from './render-page';
export { createReadHandlers } from './read-handlers';
export { createReviewHandlers } from './review-handlers';
export { expectNoAxeViolations } from './axe';
