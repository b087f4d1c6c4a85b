import '@testing-library/jest-dom/jest-globals';
import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// findBy*/waitFor wait 1 s by default: on a busy two-core machine a lazily loaded dialog can take
// longer to appear; a real failure still fails, only later.
configure({ asyncUtilTimeout: 5000 });
// A test's own limit (5 s by default) must outlast the waits inside it: typing a form with
// userEvent beside the server suites on two cores took longer than 5 s in a measured CI run.
jest.setTimeout(30_000);
