import { createRoot } from 'react-dom/client';

import SignIn from './expose/SignIn';
import SignUp from './expose/SignUp';
import ForgotPassword from './expose/ForgotPassword';
import ResetPassword from './expose/ResetPassword';
import Verify from './expose/Verify';
import Verification from './expose/Verification';
import ProfileSettings from './expose/ProfileSettings';

const pages = { SignIn, SignUp, ForgotPassword, ResetPassword, Verify, Verification, ProfileSettings };

/**
 * Stand-alone view of this remote's pages (`#PageName`), for working on the remote without the
 * shell. In the app the shell loads the exposed modules instead and this file never runs.
 */
const Standalone = () => {
  const Page = pages[window.location.hash.slice(1) as keyof typeof pages];
  return Page ? <Page /> : (
    <main>
      <h1>auth remote</h1>
      <ul>
        <li><a href="#SignIn">SignIn</a></li>
        <li><a href="#SignUp">SignUp</a></li>
        <li><a href="#ForgotPassword">ForgotPassword</a></li>
        <li><a href="#ResetPassword">ResetPassword</a></li>
        <li><a href="#Verify">Verify</a></li>
        <li><a href="#Verification">Verification</a></li>
        <li><a href="#ProfileSettings">ProfileSettings</a></li>
      </ul>
    </main>
  );
};

const root = document.getElementById('root');
if (root) createRoot(root).render(<Standalone />);
