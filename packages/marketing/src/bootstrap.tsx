import { createRoot } from 'react-dom/client';

import Landing from './expose/Landing';
import GetStarted from './expose/GetStarted';
import Terms from './expose/Terms';
import Contact from './expose/Contact';
import ComingSoon from './expose/ComingSoon';

const pages = { Landing, GetStarted, Terms, Contact, ComingSoon };

/**
 * Stand-alone view of this remote's pages (`#PageName`), for working on the remote without the
 * shell. In the app the shell loads the exposed modules instead and this file never runs.
 */
const Standalone = () => {
  const Page = pages[window.location.hash.slice(1) as keyof typeof pages];
  return Page ? <Page /> : (
    <main>
      <h1>marketing remote</h1>
      <ul>
        <li><a href="#Landing">Landing</a></li>
        <li><a href="#GetStarted">GetStarted</a></li>
        <li><a href="#Terms">Terms</a></li>
        <li><a href="#Contact">Contact</a></li>
        <li><a href="#ComingSoon">ComingSoon</a></li>
      </ul>
    </main>
  );
};

const root = document.getElementById('root');
if (root) createRoot(root).render(<Standalone />);
