import { Link } from 'react-router-dom';

import { PlaceholderPage } from '../app/placeholder-page';

const Landing = () => (
  <PlaceholderPage
    title="Hear your screenplay read aloud"
    lead="Upload a script, cast an AI voice for every character and listen to a full table read."
  >
    <nav aria-label="Account" className="cms-placeholder__actions">
      <Link to="/sign-in">Sign In</Link>
      <Link to="/sign-up">Sign Up</Link>
    </nav>
  </PlaceholderPage>
);

export default Landing;
