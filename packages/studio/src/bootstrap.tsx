import { createRoot } from 'react-dom/client';

import Overview from './expose/Overview';
import ProcessHistory from './expose/ProcessHistory';
import Upload from './expose/Upload';
import Scenes from './expose/Scenes';
import AssignVoice from './expose/AssignVoice';
import ScenesPreview from './expose/ScenesPreview';
import ProcessError from './expose/ProcessError';

const pages = { Overview, ProcessHistory, Upload, Scenes, AssignVoice, ScenesPreview, ProcessError };

/**
 * Stand-alone view of this remote's pages (`#PageName`), for working on the remote without the
 * shell. In the app the shell loads the exposed modules instead and this file never runs.
 */
const Standalone = () => {
  const Page = pages[window.location.hash.slice(1) as keyof typeof pages];
  return Page ? <Page /> : (
    <main>
      <h1>studio remote</h1>
      <ul>
        <li><a href="#Overview">Overview</a></li>
        <li><a href="#ProcessHistory">ProcessHistory</a></li>
        <li><a href="#Upload">Upload</a></li>
        <li><a href="#Scenes">Scenes</a></li>
        <li><a href="#AssignVoice">AssignVoice</a></li>
        <li><a href="#ScenesPreview">ScenesPreview</a></li>
        <li><a href="#ProcessError">ProcessError</a></li>
      </ul>
    </main>
  );
};

const root = document.getElementById('root');
if (root) createRoot(root).render(<Standalone />);
