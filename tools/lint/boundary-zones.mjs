// Boundaries checked on resolved import paths (import-x/no-restricted-paths), so a rule sees the
// file an import really reaches, whatever the import string looks like. Each zone's message says
// where the code should go. tools/lint/__tests__/boundaries.test.ts plants a violation of each.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const server = 'packages/server/src';

const dirs = (rel) =>
  existsSync(path.join(root, rel))
    ? readdirSync(path.join(root, rel), { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => d.name)
    : [];

/** Services reach vendor code only through a port (boundary 4). */
const serviceZones = [
  {
    target: `${server}/services/**/*`,
    from: `${server}/adapters/**/*`,
    except: ['**/*-port.ts'],
    message:
      'Services import from adapters only their *-port.ts: depend on the port and let the composition root pick the adapter (boundary 4).',
  },
];

/** lib/ is the bottom layer: generic code (audio codecs, sniffing) that knows no adapter or service. */
const libZones = [
  {
    target: `${server}/lib/**/*`,
    from: [`${server}/adapters/**/*`, `${server}/services/**/*`, `${server}/http/**/*`],
    message:
      'lib/ is the bottom layer: it imports no adapter, service or route. Move what both need into lib/ (boundary 4).',
  },
];

/**
 * A vendor folder's internals stay inside it: outside code uses its index (the composition root)
 * or its port (services) — today `adapters/tts/`, the text-to-speech engines.
 */
const outside = (folder) => {
  const [top, sub] = folder.split('/');
  const tops = dirs(server)
    .filter((d) => d !== top)
    .map((d) => `${server}/${d}/**/*`);
  const siblings = sub
    ? dirs(`${server}/${top}`)
        .filter((d) => d !== sub)
        .map((d) => `${server}/${top}/${d}/**/*`)
    : [];
  return [`${server}/*.ts`, ...tops, ...siblings];
};
const sealedZones = ['adapters/tts'].map((folder) => ({
  target: outside(folder),
  from: `${server}/${folder}/**/*`,
  except: [`**/${folder}/index.ts`, `**/${folder}/*-port.ts`],
  message: `Nothing outside src/${folder}/ imports its internals: add what you need to src/${folder}/index.ts (or its port).`,
}));

/** Features of one package never import each other: what two share goes to the package's src/shared/. */
const featureZones = ['shell', 'marketing', 'auth', 'studio', 'billing'].flatMap((app) => {
  const base = `packages/${app}/src/features`;
  return dirs(base).map((feature) => ({
    target: `${base}/${feature}/**/*`,
    from: `${base}/*/**/*`,
    except: [`**/features/${feature}/**`],
    message: `Features inside one package do not import each other: move what ${feature} needs to packages/${app}/src/shared/ (layout), or compose them in src/app/.`,
  }));
});

/**
 * Inside each front-end package the layers point one way: app/ composes features, features use
 * shared/, and shared/ knows no feature. A feature reaching into app/, or shared code into a
 * feature, would make the lower layer depend on what it is composed into.
 */
const layerZones = ['shell', 'marketing', 'auth', 'studio', 'billing'].flatMap((app) => {
  const base = `packages/${app}/src`;
  return [
    {
      target: `${base}/features/**/*`,
      from: `${base}/app/**/*`,
      message: `Features do not import app/: app/ composes them. Pass what the feature needs in, or move it to packages/${app}/src/shared/.`,
    },
    {
      target: `${base}/shared/**/*`,
      from: [`${base}/features/**/*`, `${base}/app/**/*`],
      message: `shared/ is below the features: it imports no feature and not app/. Move what both need into packages/${app}/src/shared/.`,
    },
  ];
});

export const zones = {
  server: [...serviceZones, ...libZones],
  sealed: sealedZones,
  features: [...featureZones, ...layerZones],
};
