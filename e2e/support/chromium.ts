/**
 * Debian's Chromium (`apt-get install chromium fonts-wqy-microhei`), as the browser tests and
 * bench:web launch it: Playwright's own browser download does not work on these machines.
 */
export const CHROMIUM_LAUNCH = {
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};
