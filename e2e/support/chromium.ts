/**
 * Debian's Chromium, always with flags that keep it off the network: the machine has none, and
 * without them Chromium keeps trying to reach outside hosts.
 */
export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // Only this machine resolves: by the name `npm start` prints (localhost) and by address.
  '--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1 , EXCLUDE localhost',
  // Every request to another host goes to a proxy nobody runs, so it is refused at once, by the
  // browser itself; loopback (localhost, 127.0.0.1) always bypasses a proxy. This replaces a
  // Playwright route over every request, which also turned the HTTP cache off, so each page
  // downloaded and compiled every remote again (unlike a writer's browser), at a tenth of the
  // journeys' Chromium CPU.
  '--proxy-server=http://127.0.0.1:9',
];
