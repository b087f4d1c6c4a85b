import type { FederationSpec } from '../../tools/webpack/create-config';

/** The marketing remote: only the files in src/expose are visible to the shell. */
const spec: FederationSpec = {
  name: 'marketing',
  exposes: {
    './Landing': './src/expose/Landing.tsx',
    './GetStarted': './src/expose/GetStarted.tsx',
    './Terms': './src/expose/Terms.tsx',
    './Contact': './src/expose/Contact.tsx',
    './ComingSoon': './src/expose/ComingSoon.tsx',
  },
};
export default spec;
