import type { FederationSpec } from '../../tools/webpack/create-config';

/** The auth remote: only the files in src/expose are visible to the shell. */
const spec: FederationSpec = {
  name: 'auth',
  exposes: {
    './SignIn': './src/expose/SignIn.tsx',
    './SignUp': './src/expose/SignUp.tsx',
    './ForgotPassword': './src/expose/ForgotPassword.tsx',
    './ResetPassword': './src/expose/ResetPassword.tsx',
    './Verify': './src/expose/Verify.tsx',
    './Verification': './src/expose/Verification.tsx',
    './ProfileSettings': './src/expose/ProfileSettings.tsx',
    './SupportDialog': './src/expose/SupportDialog.tsx',
  },
};
export default spec;
