import type { FederationSpec } from '../../tools/webpack/create-config';

/** The studio remote: only the files in src/expose are visible to the shell. */
const spec: FederationSpec = {
  name: 'studio',
  exposes: {
    './Overview': './src/expose/Overview.tsx',
    './ProcessHistory': './src/expose/ProcessHistory.tsx',
    './Upload': './src/expose/Upload.tsx',
    './Lines': './src/expose/Lines.tsx',
    './AssignVoice': './src/expose/AssignVoice.tsx',
    './AudioProduction': './src/expose/AudioProduction.tsx',
    './ProcessError': './src/expose/ProcessError.tsx',
    './Listen': './src/expose/Listen.tsx',
  },
};
export default spec;
