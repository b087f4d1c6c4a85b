import { mountStandalone } from '@castmyscript/ui-kit/standalone';

import { AppProviders } from './app/app-providers';
import AssignVoice from './expose/AssignVoice';
import Overview from './expose/Overview';
import ProcessError from './expose/ProcessError';
import ProcessHistory from './expose/ProcessHistory';
import AudioProduction from './expose/AudioProduction';
import Lines from './expose/Lines';
import Upload from './expose/Upload';

/** Each page with the shell's route for it, so `:documentId` reads as in the app. */
const pages = {
  Overview: { Page: Overview, path: '/dashboard', route: undefined },
  ProcessHistory: { Page: ProcessHistory, path: '/dashboard/process-list', route: undefined },
  Upload: { Page: Upload, path: '/dashboard/process/upload', route: undefined },
  Lines: {
    Page: Lines,
    path: '/dashboard/process/demo/scenes',
    route: '/dashboard/process/:documentId/scenes',
  },
  AssignVoice: {
    Page: AssignVoice,
    path: '/dashboard/process/demo/assign-voice',
    route: '/dashboard/process/:documentId/assign-voice',
  },
  AudioProduction: {
    Page: AudioProduction,
    path: '/dashboard/process/demo/scenes-preview',
    route: '/dashboard/process/:documentId/scenes-preview',
  },
  ProcessError: { Page: ProcessError, path: '/dashboard/process/demo/error', route: undefined },
};

mountStandalone({
  remote: 'studio',
  pages,
  render: ({ Page, path, route }) => (
    <AppProviders path={path} route={route}>
      <Page />
    </AppProviders>
  ),
});
