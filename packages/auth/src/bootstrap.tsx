/**
 * The auth remote runs only inside the shell: it reuses the shell's federation runtime and shared
 * singletons, and the shell mounts the modules in src/expose. Webpack still needs an entry for
 * the build; opened on its own it only says where to go.
 */
const root = document.getElementById('root');
if (root)
  root.textContent = 'This is the auth remote of CastMyScript. Open it through the app at /.';

// A module, so the async boundary in index.ts can import it.
export {};
