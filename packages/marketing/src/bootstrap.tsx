import { mountStandalone } from '@castmyscript/ui-kit/standalone';

import ComingSoon from './expose/ComingSoon';
import Contact from './expose/Contact';
import GetStarted from './expose/GetStarted';
import Landing from './expose/Landing';
import Terms from './expose/Terms';

// Marketing's pages are public and need nothing around them.
mountStandalone({
  remote: 'marketing',
  pages: { Landing, GetStarted, Terms, Contact, ComingSoon },
  render: (Page) => <Page />,
});
